#include "widgets/ledger/headline_strip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include "model/core/term.h"
#include "widgets/common/live_label.h"
#include "widgets/common/theme.h"
#include "widgets/common/vocabulary.h"
#include "widgets/ledger/ledger_layout.h"
#include "widgets/session/problem_text.h"

namespace memledger::widgets {

namespace {

QString count(double value)
{
    if (value >= 1e6)
        return HeadlineStrip::tr("%1 M").arg(QLocale().toString(value / 1e6, 'f', 2));
    return QLocale().toString(static_cast<qlonglong>(value));
}

}  // namespace

HeadlineStrip::HeadlineStrip(QWidget* parent)
    : QFrame(parent), m_verdict(new QLabel(this)), m_details(new LiveLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QHBoxLayout(this);
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_verdict->setFont(big);
    m_details->label()->setWordWrap(true);
    m_details->label()->setTextFormat(Qt::RichText);
    m_details->label()->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_verdict);
    layout->addWidget(m_details, 1);
}

QString HeadlineStrip::verdictText() const
{
    return m_verdict->text();
}

QString HeadlineStrip::detailText() const
{
    return m_details->text();
}

void HeadlineStrip::showProblems(const model::Estimate& e)
{
    m_verdict->setText(tr("✖ Invalid scenario"));
    setStatusColor(m_verdict, Status::Invalid);
    QStringList lines;
    for (const auto& p : e.problems)
        lines << (p.field.empty() ? readableMessage(p).toHtmlEscaped()
                                  : QStringLiteral("<b>%1</b>: %2").arg(fieldLabel(p.field).toHtmlEscaped(),
                                                                       readableMessage(p).toHtmlEscaped()));
    m_details->setText(lines.join(QStringLiteral("<br>")) + tr("<br><i>The ledger below is the last valid one.</i>"));
}

void HeadlineStrip::setEstimate(const model::Scenario& s, EstimatePtr current, ByteUnit unit, EstimatePtr committed)
{
    if (!current)
        return;
    if (!current->valid()) {
        showProblems(*current);
        return;
    }
    const auto& e = *current;
    const auto& worst = e.worst();
    // The session's estimate assumes the fragmentation; the hub's answer, a moment later,
    // simulates it and may differ. Until it comes the peak is marked as provisional, so the
    // number that replaces it is announced, never a silent jump.
    const bool provisional = awaitsReplay(e);
    const auto bytes = [&](double value) {
        return provisional ? tr("≈ %1").arg(formatBytes(value, unit)) : formatBytes(value, unit);
    };
    const QString verdict = e.fits ? tr("✔ Fits") : tr("✖ Does not fit");
    const bool preview = committed && committed->valid();
    m_verdict->setText(preview ? tr("Preview: %1").arg(verdict) : verdict);
    setStatusColor(m_verdict, e.fits ? Status::Fits : Status::OutOfMemory);
    const QString headroom = e.headroom() >= 0 ? tr("headroom <b>%1</b>").arg(bytes(e.headroom()))
                                               : tr("<b>%1 over</b>").arg(bytes(-e.headroom()));
    QString text = tr("peak per GPU <b>%1</b> of %2 (stage %3, %4) · %5<br>"
                      "tokens per step <b>%6</b> · global batch <b>%7</b> · %8 · %9")
                       .arg(bytes(worst.total), formatBytes(e.capacity, unit))
                       .arg(worst.stage)
                       .arg(instantName(worst.peakInstant), headroom, count(static_cast<double>(s.tokensPerStep())),
                            count(static_cast<double>(s.globalBatch())))
                       .arg(s.worldSize() == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(s.worldSize()))
                       .arg(QString::fromStdString(s.hardware.gpuName.empty() ? s.hardware.gpuId : s.hardware.gpuName).toHtmlEscaped());
    // A preview's peak beside the one it would replace, in the words of the ledger's ghost bar:
    // "now 135 GiB → peak per GPU 88.2 GiB".
    if (preview)
        text.prepend(ghostValueText(GhostKind::Committed, committed->worst().total, unit, awaitsReplay(*committed)) +
                     QStringLiteral(" → "));
    if (!e.host.terms.empty())
        text += tr(" · host RAM %1 of %2 per node").arg(formatBytes(e.host.total, unit), formatBytes(e.host.capacity, unit));
    if (!e.nvme.terms.empty())
        text += tr(" · NVMe %1 of %2").arg(formatBytes(e.nvme.total, unit), formatBytes(e.nvme.capacity, unit));
    // An MoE ledger is the busiest expert-parallel rank's: say how busy it is taken to be.
    if (e.routing.bound > 1 || e.routing.padded)
        text += tr(" · busiest EP rank: <b>%1×</b> the balanced routed tokens")
                    .arg(QLocale().toString(e.routing.multiple, 'f', 2));
    // Short: the strip is laid out again on every slider step. The tooltip says the rest.
    if (provisional)
        text += tr(" · refining…");
    m_details->setText(text);
    if (m_provisional != provisional) {
        m_provisional = provisional;
        m_details->setToolTip(provisional ? tr("≈: the fragmentation is the assumed share of the peak until the "
                                               "allocator's replay of this step answers, a moment after the last edit; "
                                               "the figure then shown is the one every view and the command line print.")
                                          : QString());
    }
}

}  // namespace memledger::widgets
