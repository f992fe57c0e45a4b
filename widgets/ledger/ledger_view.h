// The ledger: one horizontal stacked bar per pipeline stage against the GPU's
// capacity, plus host RAM / NVMe bars when something is offloaded. A sink: it
// shows an Estimate and reports hovers and clicks, nothing else. The term selected
// in the inspector is set from outside (setHighlightedTerm) and never echoed back.
#pragma once

#include <QWidget>

#include "widgets/ledger/ledger_layout.h"
#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

class LedgerView : public QWidget {
    Q_OBJECT
public:
    explicit LedgerView(QWidget* parent = nullptr);

    // `ghost`: an estimate drawn as a faint bar over each of the shown one's (null: none) —
    // under a preview, the committed estimate it would replace; else a pinned A.
    void setEstimate(EstimatePtr shown, bool stale, EstimatePtr ghost = nullptr,
                     GhostKind ghostKind = GhostKind::Committed);
    void setUnit(ByteUnit unit);
    ByteUnit unit() const { return m_unit; }
    bool isStale() const { return m_stale; }
    EstimatePtr shownEstimate() const { return m_estimate; }
    EstimatePtr ghostEstimate() const { return m_ghost; }
    const LedgerLayout& ledgerLayout() const;
    // The term the inspector shows (term −1: none). A sink: it repaints, it emits nothing.
    void setHighlightedTerm(int ledger, int term);
    int highlightedLedger() const { return m_highlightLedger; }
    int highlightedTerm() const { return m_highlightTerm; }
    TermHighlight termHighlight() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // ledger: a stage index, kHostLedger or kNvmeLedger; term: index into its terms.
    void termActivated(int ledger, int term);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    QString tooltipFor(const LedgerHit& hit) const;
    const model::Term* termFor(int ledger, int term) const;

    EstimatePtr m_estimate;
    EstimatePtr m_ghost;
    GhostKind m_ghostKind = GhostKind::Committed;
    bool m_stale = false;
    ByteUnit m_unit = ByteUnit::GiB;
    mutable LedgerLayout m_layout;
    mutable bool m_layoutDirty = true;
    int m_hoverLedger = 0;
    int m_hoverTerm = -1;
    int m_highlightLedger = 0;
    int m_highlightTerm = -1;
};

}  // namespace memledger::widgets
