"""Genres: handover sheet, cardiac arrest audit form, outreach team daily log, education session register."""
import locale_fmt as L
import clinical as K
import pools_places as PP
from common import (D, A, age_phrase, pname, fname, sname, T, loc_seg, id_block, banner, sig, team_url, bullets)
from cast import uname, mail, make_staff, new_person
from doc import Person


class Mini:
    """A further patient on a list (handover, log)."""

    def __init__(self, rng, x):
        c = x.c
        self.p = new_person(rng, c)
        self.age = rng.randrange(18, 98)
        self.mrn = L.mrn(rng, c)
        self.ward = L.ward(rng, c) if rng.random() < 0.7 else x.ward
        self.bed = str(rng.randrange(1, 32))
        self.sc = rng.choice(K.SCEN)


def _mname(rng, m, c):
    return m.p.render(rng, "PATIENT", c, rng.choice(["LASTFIRST", "finit_last", "full", "title", "initials", "lastfirst"]))


def handover_sheet(rng, x, d):
    c, v = x.c, x.v
    shift = rng.choice(["Night -> Day", "Day -> Night", "Twilight -> Night", "AM handover", "PM handover"])
    d.w("{t} HANDOVER SHEET - {h}\nDate: {dt}   {s}\n", t=v["team"], h=(x.hosp, "HOSPITAL"),
        dt=D(rng, x, None, ("num", "wday", "wday_short", "abbr")), s=shift)
    d.w("Outgoing: {a} ({pg} {ab})   Incoming: {b} ({pg} {bb})\n", pg=v["pg"], a=sname(rng, x, x.out, "full"),
        ab=(x.out.pager, "PHONE"), b=sname(rng, x, x.out2, "full"), bb=(x.out2.pager, "PHONE"))
    d.w(v["icu_doc"] + " on call: {r}   ICU cons: {n}\n", r=sname(rng, x, x.icu, rng.choice(["dr", "full"])),
        n=sname(rng, x, x.icu_cons, "dr"))
    d.t("ICU beds: %d/%d occupied, %d pending discharges, %d ventilated\n\n" % (
        rng.randrange(8, 20), 20, rng.randrange(0, 4), rng.randrange(3, 12)))
    pts = [Mini(rng, x) for _ in range(rng.randrange(4, 8))]
    pts[0].p, pts[0].age, pts[0].mrn, pts[0].ward, pts[0].bed = x.pt, x.age, x.mrn, x.ward, x.bed
    tab = rng.random() < 0.5
    if tab:
        d.t("# | Ward/Bed | Name | Age/Sex | ID | Problem | Plan / watch | Ceiling\n")
        d.t("-" * 78 + "\n")
    for i, m in enumerate(pts):
        o = K.obs(rng, rng.choice([0, 1, 2, 3]), m.sc)
        _, tot = K.news2(o)
        ceiling = rng.choice(["full", "full, for ICU"] if m.age < 65 else
                             ["full", "ward-based", "NIV ceiling", "NFR, for HDU", "full, for ICU", "EOLC"])
        plan = "; ".join(rng.sample(m.sc["plan"], 2))
        if tab:
            d.w("{i} | {w} B{b} | {n} | {a}{s} | {id} | {dx}, {sc} {tot} | {pl} | {ce}\n", i=str(i + 1),
                w=(m.ward, "HOSPITAL"), b=(m.bed, "LOCATION_OTHER"), n=_mname(rng, m, c), a=(str(m.age), "AGE"),
                s=m.p.sex, id=(m.mrn, "MRN"), dx=m.sc["dx"], sc=v["score"], tot=str(tot), pl=plan, ce=ceiling)
        else:
            d.w("{i}) ", i=str(i + 1))
            d.seg(_mname(rng, m, c))
            d.w(", {a}{s}, {w} bed {b} ({id})\n", a=(str(m.age), "AGE"), s=m.p.sex, w=(m.ward, "HOSPITAL"),
                b=(m.bed, "LOCATION_OTHER"), id=(m.mrn, "MRN"))
            d.t("   Issue: %s. %s %d, %s.\n" % (m.sc["dx"], v["score"], tot, K.obs_line(o, c)))
            d.t("   Plan: %s. Ceiling: %s.\n" % (plan, ceiling))
            if rng.random() < 0.3:
                rel = rng.choice(["wife", "son", "daughter", "husband", "partner"])
                d.w("   {r} {n} phoning at 10 - {p}\n", r=rel.capitalize(),
                    n=(new_person(rng, c).first, "FAMILY"), p=(L.phone(rng, c, mobile=True), "PHONE"))
    d.t("\nStep-downs last 24 h:\n")
    for _ in range(rng.randrange(1, 3)):
        m = Mini(rng, x)
        d.seg(["- "] + _mname(rng, m, c) + [" ", (str(m.age), "AGE"), " -> ", (m.ward, "HOSPITAL"), " at %s, %s\n" % (
            T(rng, x), rng.choice(["review day 1", "trache, review x2/day", "ex-CVVH, watch K+", "delirium, 1:1"]))])
    d.t("\nPending referrals / to see:\n")
    m = Mini(rng, x)
    d.w("- {w} bed {b}: {n} - {why}\n", w=(m.ward, "HOSPITAL"), b=(m.bed, "LOCATION_OTHER"), n=_mname(rng, m, c),
        why=m.sc["why"])
    d.t("\nOther: %s\n" % rng.choice(["Defib on %s failed daily check - estates informed." % rng.choice(["resus trolley 3", "AMU trolley"]),
                                       "Vocera down 0200-0300, use bleeps.", "No NIV machines spare - 1 on loan from theatres.",
                                       "Audit forms outstanding x2.", "Nil else."]))
    if rng.random() < 0.4:
        d.w("Printed by {u} from {ip}\n", u=(uname(rng, x.out), "USERNAME"), ip=(L.ip(rng), "IPADDR"))


def arrest_audit(rng, x, d):
    c, v = x.c, x.v
    yr = x.date.year
    name = {"US": "IN-HOSPITAL CARDIAC ARREST (IHCA) - RESUSCITATION RECORD / QI AUDIT",
            "UK": "CARDIAC ARREST AUDIT FORM (NCAA dataset)", "CA": "CODE BLUE DOCUMENTATION & AUDIT"}.get(
        c, "IN-HOSPITAL CARDIAC ARREST AUDIT FORM")
    d.w("{n}\nAudit ID: {a}", n=name, a=(L.idnum(rng, "audit", yr), "IDNUM"))
    if c in ("UK", "IE", "US") and rng.random() < 0.7:
        d.w("   {reg} ref: {r}", reg="NCAA" if c != "US" else "Registry", r=(L.idnum(rng, "ncaa", yr), "IDNUM"))
    d.w("\nSite: {h}\n\n", h=(x.hosp, "HOSPITAL"))
    d.t("1. PATIENT\n")
    d.w("Name: {n}\n", n=pname(rng, x, rng.choice(["LASTFIRST", "full"])))
    d.seg(id_block(rng, x))
    d.w("\nDOB: {dob}   Age: {a}   Sex: {s}\n", dob=D(rng, x, x.dob, ("num",)), a=A(x), s=x.pt.sex)
    d.w("Admission date: {ad}   Reason: {dx}\n\n", ad=D(rng, x, x.admit), dx=rng.choice(K.SCEN)["dx"])
    d.t("2. EVENT\n")
    d.w("Date of arrest: {dt}\nLocation: ", dt=D(rng, x, None, ("num", "wday", "abbr")))
    d.seg(loc_seg(rng, x))
    d.t("\nWitnessed: %s   Monitored: %s   Pre-arrest %s in 24 h: %d\n" % (
        rng.choice(["Yes", "No"]), rng.choice(["Yes", "No"]), v["score"], rng.randrange(0, 12)))
    d.t("Prior escalation documented: %s   DNACPR in place: No\n\n" % rng.choice(["Yes", "No", "Partial"]))
    h = rng.randrange(24)
    m0 = rng.randrange(0, 40)
    rhythm = rng.choice(K.RHYTHMS)
    shockable = rhythm in ("VF", "pVT", "VF -> PEA")
    t_end = m0 + rng.randrange(12, 35)

    def at(mm):
        return "%02d:%02d" % ((h + mm // 60) % 24, mm % 60)
    d.t("Times (24 h):\n")
    rows = [("Collapse", m0), ("Call made (%s)" % ("2222" if c in ("UK", "IE") else "Code Blue"), m0 + 1),
            ("Team arrival", m0 + rng.randrange(2, 5)), ("CPR started", m0 + rng.randrange(0, 2))]
    if shockable:
        rows.append(("First shock", m0 + rng.randrange(2, 6)))
    rows.append(("ROSC / end", t_end))
    for lab, mm in rows:
        d.t("  %-18s %s\n" % (lab, at(mm)))
    d.t("Initial rhythm: %s\nShocks: %s\n" % (rhythm, "%d (%s)" % (rng.randrange(1, 6), rng.choice(
        ["150 J biphasic", "150-200 J", "200 J x3"])) if shockable else "0 (non-shockable)"))
    d.w("Defibrillator: {m}, serial {s}\n", m=rng.choice(["Corvexa D40", "Corvexa D20 AED", "Hemalyn DX-2"]),
        s=(L.device_serial(rng), "DEVICE"))
    d.t("Drugs: adrenaline 1 mg x%d; %s\n" % (rng.randrange(1, 7), rng.choice(
        ["amiodarone 300 mg + 150 mg", "calcium chloride 10 mL 10%", "sodium bicarbonate 8.4% 50 mL", "nil else"])))
    d.t("Airway: %s, ETCO2 %.1f kPa\n" % (rng.choice(["BVM + OPA", "i-gel size 4", "ETT 8.0 by anaesthetist", "i-gel then ETT 7.5"]),
                                        2 + 4 * rng.random()))
    if rng.random() < 0.75:
        d.w("CD cabinet opened {tm} - biometric ID {b} ({n}); witnessed by {w}\n", tm=at(t_end + rng.randrange(5, 40)),
            b=(L.bioid(rng), "BIOID"), n=sname(rng, x, x.wrn, "full"), w=sname(rng, x, x.out, "full"))
    d.t("Mechanical CPR: %s. Reversible causes (4 Hs / 4 Ts): %s\n\n" % (
        rng.choice(["not used", "used for transfer"]), rng.choice(["hypovolaemia treated", "hyperkalaemia (K+ 7.4) treated",
                                                                    "tension PTx excluded", "thrombosis suspected - lysed",
                                                                    "hypoxia"])))
    d.t("3. TEAM\n")
    team = [("Team leader", x.icu), ("Airway", make_staff(rng, c, "icu")), ("CPR", x.wdr), ("CPR", x.wdr2),
            ("Drugs/access", x.out), ("Scribe", x.wrn)]
    for role, s in team:
        d.w("  {r}: {n}\n", r=role, n=sname(rng, x, s, rng.choice(["full", "full_cred", "full_role"])))
    d.t("\n4. OUTCOME\n" + rng.choice(K.OUTCOMES) + "\n")
    if rng.random() < 0.5:
        d.w("Post-ROSC: {u} bed {b}; CTCA / PCI {w}\n", u=v["unit"], b=(x.icu_bed, "LOCATION_OTHER"),
            w=rng.choice(["not indicated", "performed", "declined by cardiology"]))
    d.w("Family informed: {rel} {n} by {s} at {tm}\n", rel=x.nok_rel, n=fname(rng, x.nok, None, c),
        s=sname(rng, x, x.cons, "dr"), tm=at(t_end + rng.randrange(20, 120)))
    d.t("Hot debrief: %s. Learning: %s\n" % (rng.choice(["held", "not held - team dispersed", "held (TALK tool)"]),
                                            rng.choice(["delay to first shock - pads not on", "no step on trolley",
                                                        "suction not checked", "good CPR quality per feedback device",
                                                        "missed escalation at score 7 two hours prior"])))
    if rng.random() < 0.45:
        d.w("Incident report {i}\n", i=(L.idnum(rng, "datix", yr), "IDNUM"))
    if rng.random() < 0.4:
        d.t(rng.choice(K.POLICY[c]) + "\n")
    d.w("\nForm completed by: {n} on {dt}\n", n=sname(rng, x, x.out, "full_role"), dt=D(rng, x, L.shift(x.date, rng.randrange(0, 3))))
    d.w("Data entered by: {u}   Submitted: {dt}\n", u=(uname(rng, x.out2), "USERNAME"),
        dt=D(rng, x, L.shift(x.date, rng.randrange(3, 20)), ("iso", "num")))


LOG_TYPES = ["New referral", "MET call", "2222 / peri-arrest", "ICU step-down review", "Follow-up", "Cardiac arrest",
             "Phone advice", "Trache review", "NIV set-up", "Self-referral (obs trawl)"]


def daily_log(rng, x, d):
    c, v = x.c, x.v
    d.w("{t} DAILY ACTIVITY LOG\n{h} - {dt}\n", t=v["team"].upper(), h=(x.hosp, "HOSPITAL"),
        dt=D(rng, x, None, ("wday", "num", "long")))
    d.w("Day: {a} (0730-2000, bleep {ab})  Night: {b} (1930-0800, bleep {bb})\n", a=sname(rng, x, x.out, "full"),
        ab=(x.out.pager, "PHONE"), b=sname(rng, x, x.out2, "full"), bb=(x.out2.pager, "PHONE"))
    d.t("\nTime  | Ward / bed | Patient | ID | Type | Score | Outcome\n")
    n = rng.randrange(6, 11)
    counts = {}
    mins = 7 * 60 + rng.randrange(30, 60)
    for i in range(n):
        m = Mini(rng, x) if i else None
        mins = min(23 * 60 + 50, mins + rng.randrange(15, 110))
        typ = rng.choice(LOG_TYPES if c in ("UK", "IE") else [t for t in LOG_TYPES if "2222" not in t])
        counts[typ] = counts.get(typ, 0) + 1
        _, tot = K.news2(K.obs(rng, rng.choice([1, 2, 3])))
        if typ == "Cardiac arrest":
            out = rng.choice(["ROSC -> ICU", "died", "ROSC -> CCU"])
        elif typ in ("Phone advice", "Trache review"):
            out = rng.choice(["advice given", "inner tube changed", "for r/v later"])
        elif typ in ("ICU step-down review", "Follow-up"):
            out = rng.choice(["d/c from caseload", "r/v tomorrow", "remain on caseload", "TEP completed"])
        else:
            out = rng.choice(["remain ward, r/v 2 h", "to ICU", "to HDU", "NIV started", "ward-based ceiling agreed",
                              "TEP completed"])
        d.t("%s | " % T(rng, x, mins // 60, mins % 60))
        if m is None:
            d.seg([(x.ward, "HOSPITAL"), " B", (x.bed, "LOCATION_OTHER"), " | "])
            d.seg(pname(rng, x, rng.choice(["initials", "finit_last", "LASTFIRST"])))
            d.seg([" | ", (x.mrn, "MRN")])
        else:
            d.seg([(m.ward, "HOSPITAL"), " B", (m.bed, "LOCATION_OTHER"), " | "])
            d.seg(_mname(rng, m, c))
            d.seg([" | ", (m.mrn, "MRN")])
        d.t(" | %s | %d | %s\n" % (typ, tot, out))
    d.t("\nTotals: " + ", ".join("%s %d" % (k, counts[k]) for k in sorted(counts)) + "\n")
    d.t("Staffing: %s. Calls not attended within 30 min: %d.\n" % (
        rng.choice(["full", "1 short (sickness)", "CNS redeployed to ICU 1400-1800"]), rng.randrange(0, 3)))
    if rng.random() < 0.5:
        d.w("Education: {n} ({r}) shadowed {a} for the day.\n", n=sname(rng, x, x.wrn, "full"), r=x.wrn.role,
            a=sname(rng, x, x.out, "first"))
    d.t("Comments: %s\n" % rng.choice(["Busy day, 3 deteriorating patients on surgical floor.",
                                       "ICU full from 1500 - 2 ward patients on NIV held on AMU.",
                                       "Quiet night. Checked all resus trolleys.",
                                       "Two late escalations reported (incident forms filed).",
                                       "Bank holiday - reduced medical cover."]))
    if rng.random() < 0.5:
        d.w("Log exported to {u} by {us}\n", u=(team_url(rng, "ccot/log/" + str(x.date.year)), "URL"),
            us=(uname(rng, x.out), "USERNAME"))


ATT_DEPTS = ["ED", "AMU", "Theatres", "Respiratory", "Cardiology", "Renal", "Surgical Assessment Unit", "Orthopaedics",
             "Elderly Care", "Gastroenterology", "Haematology", "Stroke Unit", "Bank/Agency"]


def education_register(rng, x, d):
    c, v = x.c, x.v
    topic = rng.choice(K.EDU_TOPICS)
    sid = L.idnum(rng, "session", x.date.year)
    d.w("EDUCATION SESSION - ATTENDANCE REGISTER\n{team} | {h}\n\n", team=v["team_long"], h=(x.hosp, "HOSPITAL"))
    d.w("Session: {t}\nSession ID: {s}\nDate: {dt}   Time: 13:30-15:30\n", t=topic, s=(sid, "IDNUM"),
        dt=D(rng, x, None, ("wday", "num", "long")))
    d.w("Venue: {r}, {b}\n", r=(rng.choice(PP.EDU_ROOMS), "LOCATION_OTHER"), b=(rng.choice(PP.BUILDINGS), "LOCATION_OTHER"))
    d.w("Facilitators: {a} ({ar}); {b} ({br})\n", a=sname(rng, x, x.out, "full"), ar=x.out.role,
        b=sname(rng, x, x.icu, rng.choice(["drfull", "full"])), br=x.icu.role)
    if rng.random() < 0.6:
        d.w("Equipment: Resuscia trainer manikin, asset {a}; {m}\n", a=(L.device_serial(rng), "DEVICE"),
            m=rng.choice(K.DEVICE_MODELS))
    d.t("\n")
    d.t("No. | Name | Role | Ward/Dept | Staff no. | %s | Signed\n" % rng.choice(["Reg. no.", "Prof. reg", "PIN / reg"]))
    n = rng.randrange(7, 14)
    for i in range(n):
        s = make_staff(rng, c, rng.choice(["ward_rn", "ward_rn", "ward_dr", "outreach"]))
        wd = (L.ward(rng, c), "HOSPITAL") if rng.random() < 0.6 else rng.choice(ATT_DEPTS)
        lic = (s.lic[1], "LICENSE") if s.nurse and s.lic and rng.random() < 0.85 else "-"
        d.w("{i} | {n} | {r} | {w} | {sn} | {l} | {sg}\n", i=str(i + 1), n=sname(rng, x, s, rng.choice(["full", "full", "finit"])),
            r=s.role, w=wd, sn=(L.idnum(rng, "staff", x.date.year), "IDNUM"), l=lic,
            sg=rng.choice(["signed", "signed", "(initials)", "late - 14:05", "left early"]))
    d.t("\nApologies: ")
    ap = [make_staff(rng, c, "ward_rn") for _ in range(rng.randrange(1, 3))]
    for j, s in enumerate(ap):
        if j:
            d.t(" and ")
        d.seg(sname(rng, x, s, "full"))
    d.t(" (clinical pressures)\n")
    d.t("Pre-test mean %d%%, post-test mean %d%%. Evaluation: %.1f/5.\n" % (rng.randrange(45, 70), rng.randrange(75, 98),
                                                                        3.6 + 1.3 * rng.random()))
    d.t("Covered: ABCDE, %s escalation thresholds (5 urgent / 7 emergency), SBAR, %s.\n" % (
        v["score"], rng.choice(["Sepsis Six", "HFNO vs NIV", "NTSP trache algorithms", "DNACPR vs TEP"])))
    d.w("Slides and e-learning: {u}\n", u=(team_url(rng, rng.choice(["education/ccot", "learn/deteriorating-patient",
                                                                      "ews-training"])), "URL"))
    d.w("Queries: {e} or ext {p}\n", e=(x.team_email, "EMAIL"), p=(L.extension(rng), "PHONE"))
    if rng.random() < 0.5:
        d.w("Attendance uploaded to LMS by {u} on {dt}\n", u=(uname(rng, x.out), "USERNAME"),
            dt=D(rng, x, L.shift(x.date, 1), ("iso", "num")))
