// The first screen's explanation, laid over the window's lower half at a first launch (and
// from Help): what the job on screen is, whether it fits, which segment of its bar is the
// lesson and what trades it away, and where to go next (the tour, the guide, the triage).
// Its words come from the live estimate each time it is shown, so the card cannot disagree
// with the bar it points at; the lesson's largest term is opened in the inspector beside it.
#pragma once

#include <QFrame>
#include <QPointer>

#include "model/ledger/ledger.h"
#include "widgets/common/quantity_text.h"

class QLabel;
class QPushButton;

namespace memledger::widgets {

// The lesson of a ledger: the widest category of the worst stage at its peak, and the
// largest term of it there (what the inspector opens).
struct LedgerLesson {
    model::Category category = model::Category::Weights;
    double bytes = 0;
    int stage = 0;
    int term = -1;
};
LedgerLesson ledgerLesson(const model::Estimate& estimate);

// What a learner should know of a category when it is the widest: what it holds and what trades it away.
QString categoryLesson(model::Category category);
// The guide's page (from 0) that explains a category.
int guidePageFor(model::Category category);

class WelcomeCard : public QFrame {
    Q_OBJECT
public:
    explicit WelcomeCard(QWidget* parent = nullptr);

    // Writes the card for the job on screen; `scenarioName` is what the window calls it.
    void describe(const QString& scenarioName, const model::Estimate& estimate, ByteUnit unit);
    // The part of the parent the card lies over, right-aligned at its bottom, as tall as its
    // words need (up past the anchor's top when that is short); it follows the anchor's moves.
    void setAnchor(QWidget* anchor);
    QString text() const;
    int guidePage() const { return m_guidePage; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

signals:
    void tourRequested();
    void guideRequested(int page);
    void triageRequested();

private:
    void place();

    QPointer<QWidget> m_anchor;
    QLabel* m_title;
    QLabel* m_body;
    QPushButton* m_tour;
    int m_guidePage = 0;
};

}  // namespace memledger::widgets
