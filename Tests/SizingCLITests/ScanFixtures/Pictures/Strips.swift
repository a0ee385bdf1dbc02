import SwiftUI

/// The scan report's pictures of views larger than some of its containers
/// (HTMLReportTests, PlaygroundBrowserTests): each picture is its container, 390 × 200,
/// 200 × 120 or 120 × 60, whatever the view's size.

// A wide, short strip: 300 × 20, wider than the 200 × 120 and 120 × 60 containers.
struct WideStrip: View {
    var body: some View {
        Color.blue
            .frame(width: 300, height: 20)
    }
}

// A narrow column 520 tall, taller than every container (a 120 × 60 picture drawn 520 tall
// was issue 44's report).
struct TallColumn: View {
    var body: some View {
        Color.green
            .frame(width: 20, height: 520)
    }
}

// A title read at run time, whose long name the report's text wraps around.
struct LongTitle: View {
    let aRatherLongPropertyNameForTheTitleOfThisCardThatGoesOnAndOn: String

    var body: some View {
        Text(aRatherLongPropertyNameForTheTitleOfThisCardThatGoesOnAndOn)
            .padding(8)
    }
}
