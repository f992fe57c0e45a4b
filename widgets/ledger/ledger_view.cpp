#include "widgets/ledger/ledger_view.h"

#include <QMouseEvent>
#include <QResizeEvent>
#include <QPainter>
#include <QToolTip>

#include "model/core/term.h"
#include "widgets/common/vocabulary.h"
#include "widgets/ledger/ledger_painter.h"

namespace memledger::widgets {

LedgerView::LedgerView(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAutoFillBackground(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void LedgerView::setEstimate(EstimatePtr shown, bool stale, EstimatePtr ghost, GhostKind ghostKind)
{
    const QSize needed = minimumSizeHint();
    m_estimate = std::move(shown);
    m_ghost = stale ? nullptr : std::move(ghost);
    m_ghostKind = ghostKind;
    m_stale = stale;
    m_layoutDirty = true;
    m_hoverTerm = -1;
    m_highlightTerm = -1;   // term indices belong to the old estimate; the window sets it again
    // The number of stages sets the height the ledger needs; a slider step rarely changes
    // it, and asking the scroll area to lay out again on each would cost every step.
    if (minimumSizeHint() != needed)
        updateGeometry();
    update();
}

void LedgerView::setHighlightedTerm(int ledger, int term)
{
    if (term < 0)
        ledger = 0;
    if (ledger == m_highlightLedger && term == m_highlightTerm)
        return;
    m_highlightLedger = ledger;
    m_highlightTerm = term;
    update();
}

TermHighlight LedgerView::termHighlight() const
{
    if (!m_estimate || !m_estimate->valid())
        return {};
    return highlightFor(ledgerLayout(), m_highlightLedger, m_highlightTerm);
}

void LedgerView::setUnit(ByteUnit unit)
{
    m_unit = unit;
    m_layoutDirty = true;
    update();
}

const LedgerLayout& LedgerView::ledgerLayout() const
{
    if (m_layoutDirty && m_estimate && m_estimate->valid()) {
        m_layout = layoutLedger(*m_estimate, QSizeF(size()), m_unit, TextMetrics(font()), {m_ghost.get(), m_ghostKind});
        m_layoutDirty = false;
    }
    return m_layout;
}

QSize LedgerView::sizeHint() const
{
    return {900, 360};
}

// Tall enough for every stage's row and label: with many pipeline stages the ledger
// grows and the scroll area around it scrolls, rather than drop labels.
QSize LedgerView::minimumSizeHint() const
{
    const int height = m_estimate && m_estimate->valid()
                           ? static_cast<int>(ledgerMinimumHeight(*m_estimate, std::max(width(), 420), TextMetrics(font()),
                                                                    m_ghost != nullptr))
                           : 200;
    return {420, std::max(200, height)};
}

void LedgerView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), palette().color(QPalette::Base));
    if (!m_estimate || !m_estimate->valid()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect(), Qt::AlignCenter, tr("No valid ledger yet: fix the marked inputs."));
        return;
    }
    p.setRenderHint(QPainter::Antialiasing, false);
    paintLedger(p, ledgerLayout(), *m_estimate,
                {m_unit, m_stale, m_hoverLedger, m_hoverTerm, palette(), m_highlightLedger, m_highlightTerm});
}

void LedgerView::resizeEvent(QResizeEvent* event)
{
    m_layoutDirty = true;
    // A narrower ledger wraps its legend onto more lines and needs more height.
    if (event->oldSize().width() != width())
        updateGeometry();
    QWidget::resizeEvent(event);
}

const model::Term* LedgerView::termFor(int ledger, int term) const
{
    if (!m_estimate || term < 0)
        return nullptr;
    const auto& terms = ledger == kHostLedger   ? m_estimate->host.terms
                        : ledger == kNvmeLedger ? m_estimate->nvme.terms
                                                : m_estimate->stages[static_cast<std::size_t>(ledger)].terms;
    return term < static_cast<int>(terms.size()) ? &terms[static_cast<std::size_t>(term)] : nullptr;
}

QString LedgerView::tooltipFor(const LedgerHit& hit) const
{
    const double share = hit.bar->total > 0 ? hit.segment->bytes / hit.bar->total : 0;
    QString html = tr("<b>%1</b> · %2<br>%3 (%4) · %5 of %6")
                       .arg(categoryName(hit.segment->category).toHtmlEscaped(), hit.bar->label.toHtmlEscaped(),
                            formatBytes(hit.segment->bytes, m_unit), formatExactBytes(hit.segment->bytes),
                            formatPercent(share), formatBytes(hit.bar->total, m_unit));
    if (const auto* term = termFor(hit.bar->ledger, hit.termIndex)) {
        html += tr("<hr><b>%1</b>: %2<br><code>%3</code><br>= <code>%4</code><br><i>click to inspect</i>")
                    .arg(termLabel(*term).toHtmlEscaped(), formatBytes(term->bytes, m_unit),
                        QString::fromStdString(model::formulaText(*term)).toHtmlEscaped(),
                        QString::fromStdString(model::substitute(*term)).toHtmlEscaped());
    }
    return html;
}

void LedgerView::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_estimate || !m_estimate->valid())
        return;
    const LedgerHit hit = hitTest(ledgerLayout(), event->position());
    const int ledger = hit.bar ? hit.bar->ledger : 0;
    if (ledger != m_hoverLedger || hit.termIndex != m_hoverTerm) {
        m_hoverLedger = ledger;
        m_hoverTerm = hit.termIndex;
        update();
    }
    const LedgerLayout& layout = ledgerLayout();
    if (hit.segment)
        QToolTip::showText(event->globalPosition().toPoint(), tooltipFor(hit), this);
    else if (layout.ghostKind && layout.ghostNote.contains(event->position()))
        QToolTip::showText(event->globalPosition().toPoint(), layout.ghostNoteText, this);   // elided when narrow
    else
        QToolTip::hideText();
}

void LedgerView::mousePressEvent(QMouseEvent* event)
{
    if (!m_estimate || !m_estimate->valid() || event->button() != Qt::LeftButton)
        return;
    const LedgerHit hit = hitTest(ledgerLayout(), event->position());
    if (hit.bar && hit.termIndex >= 0)
        emit termActivated(hit.bar->ledger, hit.termIndex);
}

void LedgerView::leaveEvent(QEvent* event)
{
    m_hoverTerm = -1;
    update();
    QWidget::leaveEvent(event);
}

}  // namespace memledger::widgets
