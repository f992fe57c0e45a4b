#include "widgets/workbench/window_tour.h"

#include <algorithm>

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/common/theme.h"

namespace memledger::widgets {

namespace {

constexpr int kGap = 12;        // between the part and its note
constexpr int kNoteWidth = 360;

// Some of it can be seen: a widget paints only where its children do not, so one covered by
// its content is seen through them; a dock behind another's tab is seen nowhere.
bool onScreen(const QWidget* widget)
{
    if (!widget->isVisible())
        return false;
    if (!widget->visibleRegion().isEmpty())
        return true;
    for (const QWidget* child : widget->findChildren<QWidget*>())
        if (child->isVisible() && !child->visibleRegion().isEmpty())
            return true;
    return false;
}

}  // namespace

WindowTour::WindowTour(QWidget* window, std::vector<TourStop> stops)
    : QWidget(window), m_stops(std::move(stops)), m_note(new QFrame(this)), m_title(new QLabel), m_text(new QLabel),
      m_count(new QLabel), m_back(new QPushButton(tr("Back"))), m_next(new QPushButton(tr("Next")))
{
    setObjectName(QStringLiteral("WindowTour"));
    setFocusPolicy(Qt::StrongFocus);
    m_note->setFrameShape(QFrame::StyledPanel);
    m_note->setAutoFillBackground(true);
    m_note->setBackgroundRole(QPalette::ToolTipBase);
    m_note->setForegroundRole(QPalette::ToolTipText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    auto* close = new QPushButton(tr("Close"));
    connect(m_back, &QPushButton::clicked, this, &WindowTour::back);
    connect(m_next, &QPushButton::clicked, this, &WindowTour::next);
    connect(close, &QPushButton::clicked, this, &WindowTour::finish);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_count);
    buttons->addStretch(1);
    buttons->addWidget(close);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    auto* layout = new QVBoxLayout(m_note);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addLayout(buttons);
    m_note->setFixedWidth(kNoteWidth);
    window->installEventFilter(this);
    hide();
}

bool WindowTour::visible(int stop) const
{
    return m_shown[static_cast<std::size_t>(stop)];
}

int WindowTour::step(int from, int direction) const
{
    for (int i = from + direction; i >= 0 && i < stopCount(); i += direction)
        if (visible(i))
            return i;
    return -1;
}

bool WindowTour::start()
{
    // Which parts are on screen (a dock behind another's tab is not), read before the veil
    // covers them all.
    hide();
    m_shown.clear();
    for (const TourStop& s : m_stops)
        m_shown.push_back(s.target && onScreen(s.target));
    const int first = step(-1, 1);
    if (first < 0)
        return false;
    setGeometry(parentWidget()->rect());
    QWidget::show();
    raise();
    setFocus();
    show(first);
    return true;
}

void WindowTour::next()
{
    const int to = step(m_current, 1);
    if (to < 0)
        finish();
    else
        show(to);
}

void WindowTour::back()
{
    if (const int to = step(m_current, -1); to >= 0)
        show(to);
}

void WindowTour::finish()
{
    hide();
    m_current = -1;
    emit finished();
}

void WindowTour::show(int stop)
{
    m_current = stop;
    const TourStop& s = m_stops[static_cast<std::size_t>(stop)];
    m_title->setText(s.title);
    m_text->setText(s.text);
    // Counted among the parts on screen: the hidden ones are not part of this tour.
    const auto shownBefore = std::count(m_shown.begin(), m_shown.begin() + stop, true);
    m_count->setText(tr("%1 of %2").arg(shownBefore + 1).arg(std::count(m_shown.begin(), m_shown.end(), true)));
    m_back->setEnabled(step(stop, -1) >= 0);
    m_next->setText(step(stop, 1) >= 0 ? tr("Next") : tr("Done"));
    placeNote();
    update();
}

QRect WindowTour::targetRect() const
{
    if (m_current < 0 || !m_stops[static_cast<std::size_t>(m_current)].target)
        return {};
    const QWidget* target = m_stops[static_cast<std::size_t>(m_current)].target;
    return QRect(target->mapTo(parentWidget(), QPoint(0, 0)), target->size()) & rect();
}

QRect WindowTour::noteRect() const
{
    return m_note->geometry();
}

QString WindowTour::positionText() const
{
    return m_count->text();
}

QString WindowTour::noteText() const
{
    return m_title->text() + QLatin1Char('\n') + m_text->text();
}

// Beside the part: right of it, else left, else below, else above (slid along that side to
// stay inside the window), else over the part's middle.
void WindowTour::placeNote()
{
    m_note->adjustSize();
    const QSize note = m_note->size();
    const QRect target = targetRect();
    const QRect area = rect().adjusted(kGap, kGap, -kGap, -kGap);
    const auto slide = [&](int value, int low, int length, int high) {
        return std::clamp(value, low, std::max(low, high - length));
    };
    const int y = slide(target.center().y() - note.height() / 2, area.top(), note.height(), area.bottom());
    const int x = slide(target.center().x() - note.width() / 2, area.left(), note.width(), area.right());
    const std::vector<QPoint> candidates = {
        {target.right() + kGap, y},
        {target.left() - kGap - note.width(), y},
        {x, target.bottom() + kGap},
        {x, target.top() - kGap - note.height()},
    };
    QPoint at(x, y);
    for (const QPoint& c : candidates) {
        const QRect placed(c, note);
        if (area.contains(placed) && !placed.intersects(target)) {
            at = c;
            break;
        }
    }
    m_note->move(at);
}

void WindowTour::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const Theme theme(palette());
    QPainterPath veil;
    veil.setFillRule(Qt::OddEvenFill);
    veil.addRect(rect());
    const QRect target = targetRect();
    if (!target.isEmpty())
        veil.addRect(target);
    QColor dim = theme.veil();
    dim.setAlphaF(std::max(dim.alphaF(), 0.55F));
    p.fillPath(veil, dim);
    if (!target.isEmpty()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.drawRect(target.adjusted(1, 1, -2, -2));
    }
}

void WindowTour::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Escape:
        finish();
        return;
    case Qt::Key_Right:
    case Qt::Key_Space:
        next();
        return;
    case Qt::Key_Left:
    case Qt::Key_Backspace:
        back();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

bool WindowTour::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible()) {
        setGeometry(parentWidget()->rect());
        placeNote();
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace memledger::widgets
