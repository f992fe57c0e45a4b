// A label that follows every edit asks the window's layout to follow only when its size
// changes, and otherwise behaves as the QLabel it holds; text widths are remembered per
// font and text without changing what is measured.
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>
#include <gtest/gtest.h>

#include "widgets/common/live_label.h"
#include "widgets/common/text_metrics.h"

using namespace memledger::widgets;

namespace {

// Counts the layout requests that reach a window: what each QLabel::setText costs it.
class LayoutRequests : public QObject {
public:
    int count = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        count += event->type() == QEvent::LayoutRequest;
        return false;
    }
};

struct Window {
    QWidget window;
    LiveLabel* live = new LiveLabel;
    LayoutRequests requests;

    explicit Window(bool wrap)
    {
        live->label()->setWordWrap(wrap);
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(live);
        layout->addStretch();
        window.resize(300, 400);
        live->setText(QStringLiteral("peak per GPU <b>61.20 GiB</b> of 80.00 GiB"));
        window.show();
        QApplication::processEvents();
        window.installEventFilter(&requests);
    }
};

}  // namespace

TEST(LiveLabel, ANewTextOfTheSameSizeLeavesTheWindowsLayoutAlone)
{
    Window w(true);
    const int before = w.live->layoutRequests();
    w.live->setText(QStringLiteral("peak per GPU <b>61.35 GiB</b> of 80.00 GiB"));
    QApplication::processEvents();
    EXPECT_EQ(w.live->text(), QStringLiteral("peak per GPU <b>61.35 GiB</b> of 80.00 GiB"));
    EXPECT_EQ(w.live->label()->text(), w.live->text());
    EXPECT_EQ(w.live->layoutRequests(), before);
    EXPECT_EQ(w.requests.count, 0);
}

TEST(LiveLabel, ATextThatNeedsMoreLinesGrowsTheLabel)
{
    Window w(true);
    const int oneLine = w.live->height();
    const int before = w.live->layoutRequests();
    w.live->setText(QString(QStringLiteral("headroom 3.2 GiB · ")).repeated(12));
    QApplication::processEvents();   // the holder's request
    QApplication::processEvents();   // the window's layout
    EXPECT_EQ(w.live->layoutRequests(), before + 1);
    EXPECT_GT(w.requests.count, 0);
    EXPECT_GT(w.live->height(), oneLine);
    EXPECT_GE(w.live->height(), w.live->label()->heightForWidth(w.live->width()));
    EXPECT_EQ(w.live->label()->geometry(), w.live->rect());   // the label fills its holder
}

TEST(LiveLabel, AWiderTextWidensALabelThatDoesNotWrap)
{
    Window w(false);
    const int before = w.live->layoutRequests();
    w.live->setText(QStringLiteral("a much longer status line than the first one was"));
    QApplication::processEvents();
    EXPECT_EQ(w.live->layoutRequests(), before + 1);
    EXPECT_EQ(w.live->sizeHint(), w.live->label()->sizeHint());
}

// A status cut on a narrow row (width policy Ignored) asks nothing of the layout for a
// longer text, only the paint.
TEST(LiveLabel, AWidthTheLayoutIgnoresIsNotFollowed)
{
    Window w(false);
    w.live->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    w.live->setText(QStringLiteral("12.5 ms"));
    QApplication::processEvents();
    const int before = w.live->layoutRequests();
    w.live->setText(QStringLiteral("1 234.5 ms, which is a lot longer"));
    QApplication::processEvents();
    EXPECT_EQ(w.live->layoutRequests(), before);
    EXPECT_EQ(w.live->label()->text(), QStringLiteral("1 234.5 ms, which is a lot longer"));
}

// The status bar's lines: alternating texts keep the widest width, so the line neither
// jumps nor asks the window to lay out again.
TEST(LiveLabel, AStatusWhoseWidthOnlyGrowsKeepsItsWidestWidth)
{
    Window w(false);
    w.live->setWidthOnlyGrows(true);
    w.live->setText(QStringLiteral("Engine: ledger with the allocator in 4.51 ms"));
    QApplication::processEvents();
    const int wide = w.live->sizeHint().width();
    EXPECT_EQ(wide, w.live->label()->sizeHint().width());
    const int before = w.live->layoutRequests();
    w.live->setText(QStringLiteral("Engine: sweep in 0.12 ms"));
    QApplication::processEvents();
    EXPECT_EQ(w.live->layoutRequests(), before);
    EXPECT_EQ(w.live->sizeHint().width(), wide);
    EXPECT_LT(w.live->label()->sizeHint().width(), wide);
}

// Set while hidden (a tab not in front), the text's size is what the layout finds on show.
TEST(LiveLabel, ATextSetWhileHiddenSizesTheLabelWhenShown)
{
    Window w(false);
    w.live->hide();
    const QString longer = QStringLiteral("a much longer status line than the first one was");
    w.live->setText(longer);
    QLabel reference(longer);
    EXPECT_EQ(w.live->sizeHint(), reference.sizeHint());
    w.live->show();
    QApplication::processEvents();
    EXPECT_GE(w.live->width(), std::min(reference.sizeHint().width(), w.window.width() - 20));
}

// Presentation mode's large type, set while the label's tab is hidden.
TEST(LiveLabel, AFontSetWhileHiddenSizesTheLabelWhenShown)
{
    Window w(false);
    const QSize before = w.live->sizeHint();
    w.window.hide();
    QFont large = w.window.font();
    large.setPointSizeF(large.pointSizeF() * 2);
    w.window.setFont(large);
    EXPECT_EQ(w.live->sizeHint(), w.live->label()->sizeHint());
    EXPECT_GT(w.live->sizeHint().height(), before.height());
}

TEST(TextMetrics, AdvanceIsTheFontsOwnWidthForEachFont)
{
    QFont regular;
    QFont bold = regular;
    bold.setBold(true);
    QFont big = regular;
    big.setPointSizeF(regular.pointSizeF() * 2);
    for (const QFont& font : {regular, bold, big, regular})   // the second regular comes from memory
        for (const QString& text : {QStringLiteral("activations"), QStringLiteral("激活值"), QString()})
            EXPECT_EQ(TextMetrics(font).advance(text), QFontMetricsF(font).horizontalAdvance(text))
                << text.toStdString() << " in " << font.toString().toStdString();
    EXPECT_GT(TextMetrics(big).advance(QStringLiteral("activations")),
              TextMetrics(regular).advance(QStringLiteral("activations")));
}
