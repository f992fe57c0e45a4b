#include "widgets/workbench/welcome_card.h"

#include <algorithm>

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "model/ledger/instant_ledger.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

LedgerLesson ledgerLesson(const model::Estimate& e)
{
    LedgerLesson lesson;
    if (!e.valid())
        return lesson;
    const model::StageLedger& stage = e.worst();
    lesson.stage = e.worstStage;
    for (int c = 0; c < model::kCategoryCount; ++c)
        if (stage.atPeak[static_cast<std::size_t>(c)] > lesson.bytes) {
            lesson.bytes = stage.atPeak[static_cast<std::size_t>(c)];
            lesson.category = static_cast<model::Category>(c);
        }
    double largest = 0;
    for (std::size_t t = 0; t < stage.terms.size(); ++t) {
        const model::Term& term = stage.terms[t];
        if (term.category == lesson.category && model::countsAtPeak(stage, term) && term.bytes > largest) {
            largest = term.bytes;
            lesson.term = static_cast<int>(t);
        }
    }
    return lesson;
}

QString categoryLesson(model::Category category)
{
    switch (category) {
    case model::Category::Weights:
        return WelcomeCard::tr("every GPU holds its share of the model's parameters. Shard them (ZeRO-3, FSDP), "
                               "split them (tensor or pipeline parallelism) or quantize the frozen ones (QLoRA).");
    case model::Category::Gradients:
        return WelcomeCard::tr("one gradient per trainable parameter, kept until the optimizer steps. Shard them "
                               "(ZeRO-2) or train fewer parameters (LoRA).");
    case model::Category::OptimizerStates:
        return WelcomeCard::tr("mixed-precision AdamW keeps an FP32 master copy and two FP32 moments: 12 bytes per "
                               "parameter, six times the BF16 weights. Shard them over the data-parallel GPUs (ZeRO-1 "
                               "and up), offload them, or use 8-bit AdamW or LoRA.");
    case model::Category::Activations:
        return WelcomeCard::tr("what the forward pass keeps for the backward; it grows with sequence × micro-batch. "
                               "Recompute it, split the sequence (SP, CP) or shorten the micro-batch.");
    case model::Category::Temporaries:
        return WelcomeCard::tr("buffers alive only around one operation: the logits and the loss, communication "
                               "buckets, the optimizer step's scratch. Chunk the loss or shrink the buckets.");
    case model::Category::CudaContext:
        return WelcomeCard::tr("the CUDA context and the libraries' workspaces: a fixed cost on every GPU.");
    case model::Category::Fragmentation:
        return WelcomeCard::tr("memory the caching allocator has reserved but cannot hand out. "
                               "expandable_segments and fewer distinct tensor sizes reduce it.");
    case model::Category::Rollout:
        return WelcomeCard::tr("the inference engine's weights and KV cache on the trainer's GPUs. Lower its memory "
                               "share, or let it sleep while the trainer updates.");
    }
    return {};
}

int guidePageFor(model::Category category)
{
    switch (category) {
    case model::Category::Weights:
    case model::Category::Gradients:
        return 1;   // ZeRO stages
    case model::Category::Activations:
        return 2;   // recomputation
    case model::Category::Fragmentation:
        return 4;
    case model::Category::OptimizerStates:
    case model::Category::Temporaries:
    case model::Category::CudaContext:
    case model::Category::Rollout:
        break;
    }
    return 0;   // the four elements of GPU memory
}

WelcomeCard::WelcomeCard(QWidget* parent)
    : QFrame(parent), m_title(new QLabel), m_body(new QLabel), m_tour(new QPushButton(tr("Take the &tour")))
{
    setObjectName(QStringLiteral("WelcomeCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    setForegroundRole(QPalette::ToolTipText);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setWordWrap(true);
    m_body->setWordWrap(true);
    m_body->setTextFormat(Qt::RichText);
    auto* guide = new QPushButton(tr("Open the &guide (F1)"));
    auto* triage = new QPushButton(tr("OOM triage…"));
    auto* close = new QPushButton(tr("Start exploring"));
    close->setDefault(true);
    connect(m_tour, &QPushButton::clicked, this, [this] {
        hide();
        emit tourRequested();
    });
    connect(guide, &QPushButton::clicked, this, [this] { emit guideRequested(m_guidePage); });
    connect(triage, &QPushButton::clicked, this, [this] {
        hide();
        emit triageRequested();
    });
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_tour);
    buttons->addWidget(guide);
    buttons->addWidget(triage);
    buttons->addStretch(1);
    buttons->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(m_title);
    layout->addWidget(m_body);
    layout->addLayout(buttons);
}

void WelcomeCard::describe(const QString& scenarioName, const model::Estimate& e, ByteUnit unit)
{
    if (!e.valid()) {
        m_title->setText(tr("Welcome to MemLedger"));
        m_body->setText(tr("The scenario on screen has problems; the form marks them. Fix them, or pick a model "
                           "and a GPU, to see where its memory goes."));
        place();
        return;
    }
    const LedgerLesson lesson = ledgerLesson(e);
    const model::StageLedger& worst = e.worst();
    m_guidePage = guidePageFor(lesson.category);
    m_title->setText(e.fits ? tr("Welcome: where does the memory of this job go?")
                            : tr("Welcome: why does this job not fit?"));
    const QString verdict =
        e.fits ? tr("It fits: <b>%1</b> per GPU at its peak, of %2.").arg(formatBytes(worst.total, unit), formatBytes(e.capacity, unit))
               : tr("It does not fit: <b>%1</b> per GPU at its peak, <b>%2 over</b> the card's %3. That is the lesson.")
                     .arg(formatBytes(worst.total, unit), formatBytes(worst.total - e.capacity, unit),
                          formatBytes(e.capacity, unit));
    const QString share = QLocale().toString(100.0 * lesson.bytes / std::max(worst.total, 1.0), 'f', 0);
    m_body->setText(
        tr("<p>On screen: <b>%1</b>. %2</p>"
           "<p>The widest segment of the bar is <b>%3</b>, %4 (%5 % of the peak): %6 Its largest term is open in the "
           "inspector, with its formula and source.</p>"
           "<p>Hover any segment for its formula; click it to inspect it. Drag a slider and every view follows. "
           "The OOM triage applies the fixes one at a time to this ledger.</p>")
            .arg(scenarioName.toHtmlEscaped(), verdict, categoryName(lesson.category).toHtmlEscaped(),
                 formatBytes(lesson.bytes, unit), share, categoryLesson(lesson.category).toHtmlEscaped()));
    place();   // the words' height changed
}

void WelcomeCard::setAnchor(QWidget* anchor)
{
    if (m_anchor)
        m_anchor->removeEventFilter(this);
    m_anchor = anchor;
    if (m_anchor)
        m_anchor->installEventFilter(this);
    place();
}

void WelcomeCard::place()
{
    if (!m_anchor || !parentWidget() || !isVisible())
        return;
    const QRect area(m_anchor->mapTo(parentWidget(), QPoint(0, 0)), m_anchor->size());
    const int width = std::min(640, std::max(320, area.width() - 24));
    layout()->invalidate();   // the words just changed: their height for this width is not the cached one
    const int wanted = heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height();
    const int height = std::min(wanted, parentWidget()->height() - 24);
    setGeometry(area.right() - 12 - width, std::max(12, area.bottom() - 12 - height), width, height);
}

bool WelcomeCard::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_anchor && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        place();
    return QFrame::eventFilter(watched, event);
}

void WelcomeCard::showEvent(QShowEvent* event)
{
    QFrame::showEvent(event);
    place();
}

QString WelcomeCard::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_body->text();
}

}  // namespace memledger::widgets
