// The weather example (Data/widgets/weather.json) as a WidgetKit widget in
// SwiftUI: small and Lock Screen show the place, temperature and condition;
// medium the Today widget's row; large that row over the five-day forecast.
// The entry view switches on the widget family.
import SwiftUI
import WidgetKit

struct DayForecast: Identifiable {
  let day: String
  let symbol: String
  let high: Int
  let low: Int
  var id: String { day }
}

struct WeatherEntry: TimelineEntry {
  let date: Date
  let place: String
  let temperature: Int
  let condition: String
  let high: Int
  let low: Int
  let forecast: [DayForecast]
}

struct WeatherProvider: TimelineProvider {
  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(
      date: Date(), place: "Zürich", temperature: 21, condition: "Partly Cloudy", high: 24,
      low: 15,
      forecast: [
        DayForecast(day: "Thursday", symbol: "sun.max.fill", high: 24, low: 15),
        DayForecast(day: "Friday", symbol: "cloud.fill", high: 19, low: 12),
        DayForecast(day: "Saturday", symbol: "cloud.fill", high: 17, low: 11),
        DayForecast(day: "Sunday", symbol: "sun.max.fill", high: 22, low: 13),
        DayForecast(day: "Monday", symbol: "sun.max.fill", high: 25, low: 16),
      ])
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
  }
}

struct WeatherEntryView: View {
  let entry: WeatherEntry
  @Environment(\.widgetFamily) var family

  var body: some View {
    switch family {
    case .systemMedium:
      now
    case .systemLarge:
      VStack(spacing: 8) {
        now
        Divider()
        ForEach(entry.forecast) { day in
          ForecastRow(day: day)
        }
        Spacer(minLength: 0)
      }
    default:
      summary
    }
  }

  /// The Today widget's compact row: the sun, the reading, the place and range.
  var now: some View {
    HStack(spacing: 12) {
      Image(systemName: "sun.max.fill")
        .resizable()
        .frame(width: 44, height: 44)
        .accessibilityIdentifier("now.icon")
      VStack(alignment: .leading, spacing: 0) {
        Text("\(entry.temperature)°")
          .font(.largeTitle.weight(.light))
          .accessibilityIdentifier("temperature")
        Text(entry.condition)
          .font(.subheadline)
          .accessibilityIdentifier("condition")
      }
      Spacer()
      VStack(alignment: .trailing, spacing: 2) {
        Text(entry.place)
          .font(.headline)
          .accessibilityIdentifier("place")
        Text("H \(entry.high)°  L \(entry.low)°")
          .font(.footnote)
          .accessibilityIdentifier("range")
      }
    }
    .accessibilityIdentifier("now")
  }

  /// The small and Lock Screen layout.
  var summary: some View {
    VStack(alignment: .leading, spacing: 2) {
      HStack(spacing: 6) {
        Text(entry.place)
          .font(.headline)
          .accessibilityIdentifier("kit.place")
        Image(systemName: "sun.max.fill")
          .font(.body)
          .accessibilityIdentifier("kit.icon")
      }
      Text("\(entry.temperature)°")
        .font(.largeTitle)
        .fontWeight(.light)
        .accessibilityIdentifier("kit.temperature")
      Spacer(minLength: 0)
      Text(entry.condition)
        .font(.footnote)
        .accessibilityIdentifier("kit.condition")
      Text("Updated \(entry.date, style: .time)")
        .font(.system(size: 11))
        .accessibilityIdentifier("kit.updated")
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

struct ForecastRow: View {
  let day: DayForecast

  var body: some View {
    HStack(spacing: 12) {
      Text(day.day)
        .frame(maxWidth: .infinity, alignment: .leading)
      Image(systemName: day.symbol)
        .accessibilityIdentifier("\(day.day).icon")
      Text("\(day.high)°")
        .monospacedDigit()
      Text("\(day.low)°")
        .monospacedDigit()
        .foregroundStyle(.secondary)
    }
    .accessibilityIdentifier(day.day)
  }
}

struct WeatherWidget: Widget {
  let kind = "com.example.weather"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
      WeatherEntryView(entry: entry)
        .containerBackground(.blue.gradient, for: .widget)
    }
    .configurationDisplayName("Weather")
    .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
  }
}
