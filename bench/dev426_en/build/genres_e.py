"""Genres: family communication note (ICU family meeting), EHR sepsis alert
audit trail."""
import phi
from common import banner, signature, times
from pools_names import FIRST_M, FIRST_F, SURNAMES
from pools_places import EMPLOYERS, SAINTS, STEMS

FAITH = [("Catholic", "Fr", "St {t}'s Parish"), ("Anglican", "Rev", "{s} Parish Church"),
         ("Muslim", "Imam", "{s} Central Mosque"), ("Sikh", "Giani", "{s} Gurdwara"),
         ("Orthodox", "Fr", "St {t} Orthodox Church"), ("Jehovah's Witness", "Elder", "{s} Kingdom Hall"),
         ("Baptist", "Pastor", "{s} Baptist Chapel"), ("Hindu", "Pandit", "{s} Mandir")]
LANGS = ["Polish", "Punjabi", "Somali", "Mandarin", "Cantonese", "Vietnamese", "Arabic", "Farsi", "Romanian", "Tongan",
         "Samoan", "Portuguese", "Spanish", "Tigrinya", "Urdu", "Bengali"]


def family_meeting(r, c, d):
    ep = c.ep
    t = times(r, 2, start=r.choice([10, 13, 15, 17]))
    d.f("{h} - Intensive Care Unit\n", h=c.H())
    d.t(r.choice(["FAMILY MEETING / COMMUNICATION NOTE", "Record of discussion with family", "ICU family conference note",
                  "Relatives' communication record"]) + "\n")
    banner(d, c, r.choice([0, 1, 3]))
    meet = r.randint(1, 5)
    d.f("Date: {dt}  {tm}   ", dt=c.d(meet), tm=t[0])
    v = r.random()
    if v < 0.55:
        d.f("Venue: relatives' room, {b}\n", b=(c.building, "LOCATION_OTHER"))
    elif v < 0.8:
        d.t("Venue: by telephone (speakerphone)\n")
    else:
        d.f("Venue: video call (MS Teams) - {rel} in {k}\n", rel=c.rel, k=(c.travel, "COUNTRY"))
    d.t("\nPresent (staff): ")
    d.f("{a} ({ra}); {b} ({rb}); {o} ({ro})\n", a=c.dr("icu_cons", "t_full"), ra=c.staff("icu_cons").role,
        b=c.dr("nurse", "full"), rb="bedside nurse", o=c.dr("outreach", "full"), ro=c.staff("outreach").role)
    d.f("Present (family): {rel} {n}", rel=c.rel, n=c.nok.full())
    extra = []
    for _ in range(r.randint(0, 3)):
        rel = r.choice(["son", "daughter", "grandson", "granddaughter", "brother", "sister", "son-in-law", "cousin"])
        fem = rel in ("daughter", "granddaughter", "sister")
        nm = r.choice(FIRST_F if fem else FIRST_M)
        extra.append((rel, nm))
        d.f(", {rel} {n}", rel=rel, n=(nm if r.random() < 0.6 else nm + " " + c.pt.last, "FAMILY"))
    d.t("\n")
    if r.random() < 0.3:
        d.f("Interpreter: {l}, {n} (booking ref {i})\n", l=r.choice(LANGS), n=(r.choice(FIRST_M + FIRST_F) + " " + r.choice(SURNAMES), "DOCTOR"),
            i=(phi.idnum(r, "ref", c.ev.year), "IDNUM"))
    d.t("\nPurpose: %s\n" % r.choice(["update on progress and discuss ceiling of treatment", "explain deterioration overnight",
                                      "discuss tracheostomy", "agree goals of care", "discuss transition to end-of-life care"]))
    d.t("\nSummary of discussion:\n")
    d.fx("- Explained that {ref} has {dx} causing septic shock. Currently needs {p}", ref=c.ptref(), dx=ep.dx, p=ep.pressor())
    d.x("%s%s.\n" % (", ventilated (sedated with propofol/fentanyl)" if ep.vent_days else "",
                     ", and kidney support (dialysis machine)" if ep.rrt else ""))
    d.x("- SOFA %d on admission; trajectory %s over last 48h.\n" % (ep.sofa, r.choice(["improving", "static", "worsening"])))
    d.x("- Explained that despite maximal treatment there is a significant chance %s may not survive this illness.\n" % c.he)
    par = {"son": "Dad", "daughter": "Dad", "niece": "my uncle"} if c.sex == "M" else {"son": "Mum", "daughter": "Mum", "niece": "my aunt"}
    who = par.get(c.rel, c.he)
    d.fx('- {rel} said "{q}"\n', rel=c.nok.f(), q=r.choice(["%s was always a fighter" % who.capitalize() if who not in ("he", "she") else "%s was always a fighter" % c.he,
                                                        "%s'd never want to be kept alive on machines" % c.he,
                                                        "we want everything done", "%s told us years ago %s didn't want this" % (c.he, c.he),
                                                        "can we wait for my brother to fly in"]))
    if r.random() < 0.35:
        fa, title, place = r.choice(FAITH)
        d.f("- Faith: {fa}. Family request visit from {ti} {n} ({pl}); chaplaincy ({ch}) informed.\n", fa=fa, ti=title,
            n=(r.choice(FIRST_M) + " " + r.choice(SURNAMES), "FAMILY"),
            pl=(place.format(t=r.choice(SAINTS), s=r.choice(STEMS)), "ORGANIZATION"), ch=c.dr("rt", "full"))
    if r.random() < 0.45:
        d.f("- {rel} works as a {job} at {emp}.\n", rel=c.nok.f(), job=(c.nok_job, "PROFESSION"),
            emp=(r.choice(EMPLOYERS), "ORGANIZATION"))
    if r.random() < 0.25:
        d.f("- Pt's manager {n} at {e} has phoned for updates - no information given without consent.\n",
            n=(r.choice(FIRST_M + FIRST_F) + " " + r.choice(SURNAMES), "FAMILY"), e=(c.employer, "ORGANIZATION"))
    if r.random() < 0.25:
        d.f("- Parking: {rel} given concession permit for vehicle {v}.\n", rel=c.nok.f(), v=(phi.vehicle(r, c.c), "VEHICLE"))
    d.t("\nOutcome / agreed plan:\n")
    d.t(r.choice(["- Continue full organ support; review in 48h; not for CPR (DNACPR completed)\n",
                  "- Time-limited trial of 72h; no escalation to RRT if further deterioration\n",
                  "- Transition to comfort-focused care; extubation planned after family visit\n",
                  "- Tracheostomy to proceed; family in agreement\n"]))
    proxy = {"US": "Health care proxy (HCPOA)", "CA": "Substitute decision maker", "GB": "LPA (health & welfare)",
             "AU": "Enduring guardian", "IE": "Decision-making representative", "NZ": "EPOA (personal care & welfare)"}[c.c]
    d.f("- {p}: {n}", p=proxy, n=c.nok.full())
    if r.random() < 0.5:
        d.f(", registered {dt}", dt=c.year_p(1, 8) if r.random() < 0.5 else c.d(-r.randint(200, 3000)))
    d.t("\n")
    d.f("- Next update: {dt} or sooner if change. Family contact: {n} {ph}", dt=c.dwk(meet + r.randint(1, 3)), n=c.nok.f(),
        ph=(c.ph_nok, "PHONE"))
    if r.random() < 0.4:
        d.f(" / {ph2}", ph2=(phi.phone(r, c.c, mobile=True), "PHONE"))
    d.t("\n")
    if r.random() < 0.3:
        d.f("- Family given ICU support leaflet and link: {u}\n", u=c.url("family-support"))
    if r.random() < 0.3:
        d.f("- Email updates agreed to {e}\n", e=c.email(c.nok))
    d.t("\nFamily understanding: %s\n" % r.choice(["good - questions answered", "partial - will need repeating",
                                                   "angry re delay in ICU referral; PALS info given", "accepting"]))
    signature(d, c, "icu_cons", lic=r.random() < 0.5, bleep=False, off=meet)


AUDIT_EVENTS = [
    "ALERT VIEWED", "ACKNOWLEDGED - 'Sepsis suspected'", "ORDER SET OPENED 'Adult Sepsis Order Set v3'",
    "ORDER SIGNED", "MAR: dose ADMINISTERED", "CABINET ACCESS", "NOTE SIGNED", "ALERT SNOOZED 60 min",
    "LACTATE RESULTED", "CULTURE COLLECTED",
]


def alert_audit(r, c, d):
    ep = c.ep
    nurse, jr, pharm = c.staff("nurse"), c.staff("jr"), c.staff("pharm")
    analyst = c.staff("nic")
    day = c.d(0, style=0)
    t = times(r, 10)
    sys_name = r.choice(["Sepsis BPA", "e-Obs Sepsis Alert", "Deterioration Index alert", "SIRS/qSOFA rule"])
    d.t("EHR AUDIT EXTRACT - %s\n" % sys_name.upper())
    d.f("{h}  | Report run {dt} by {u} ({n}) from {ip}\n", h=c.H(), dt=c.d(r.randint(3, 40)), u=c.user(analyst), n=analyst.full(),
        ip=(phi.ip(r), "IPADDR"))
    d.f("Patient: {n}  {ml}{m}  DOB {dob}  {al} {ac}\n", n=c.pt.LF(), ml="MRN ", m=(c.mrn, "MRN"), dob=c.dob_p(0),
        al=c.acct_label, ac=(c.acct, "ACCOUNT"))
    d.f("Alert ID: {a}   Unit: {w}  ", a=(phi.idnum(r, "alert", c.ev.year), "IDNUM"), w=c.W())
    d.add(c.bedloc()).t("\n")
    d.t("-" * 96 + "\n")
    d.t("%-20s %-40s %-14s %-16s\n" % ("Timestamp", "Event / detail", "User", "Workstation"))
    d.t("-" * 96 + "\n")

    def row(tm, ev, user, ws):
        d.add(day).t(" %s:%02d  %-40s " % (tm, r.randint(0, 59), ev[:40]))
        d.add(user if user else "SYSTEM")
        d.t("  ")
        d.add(ws if ws else "-")
        d.t("\n")

    ws1, ws2 = (phi.ip(r), "IPADDR"), (phi.ip(r), "IPADDR")
    row(t[0], "ALERT FIRED %s %d, lact %.1f" % (ep.ews_name(), ep.news, ep.lact), None, None)
    row(t[1], "ALERT VIEWED", c.user(nurse), ws1)
    row(t[2], r.choice(AUDIT_EVENTS[1:2] + ["ALERT SNOOZED 60 min", "OVERRIDE: 'chronic tachycardia'"]), c.user(nurse), ws1)
    row(t[3], "ORDER SET OPENED Adult Sepsis v3", c.user(jr), ws2)
    d.t(" " * 22)
    d.f("orders: blood cultures x2 {o1}; lactate {o2}; {ab}\n", o1=(phi.idnum(r, "order", c.ev.year), "IDNUM"),
        o2=(phi.idnum(r, "order", c.ev.year), "IDNUM"), ab=ep.abx.split(" + ")[0])
    row(t[4], "CULTURE COLLECTED (barcode scan)", c.user(nurse), ws1)
    row(t[5], "CABINET ACCESS Omnicell - biometric", c.user(nurse), None)
    d.t(" " * 22)
    d.f("auth: {b} ({kind}); override reason 'STAT sepsis'\n", b=(phi.bioid(r), "BIOID"), kind=r.choice(["fingerprint", "palm vein"]))
    row(t[6], "MAR: dose ADMINISTERED", c.user(nurse), ws1)
    if r.random() < 0.6:
        d.t(" " * 22)
        d.f("via {m} pump serial {s}\n", m=r.choice(["BD Alaris 8100", "B. Braun Infusomat Space", "Baxter Sigma Spectrum"]),
            s=(phi.device_serial(r), "DEVICE"))
    row(t[7], "LACTATE RESULTED %.1f mmol/L" % ep.lact2, None, None)
    row(t[8], "PHARMACY VERIFY", c.user(pharm), (phi.ip(r), "IPADDR"))
    row(t[9], "NOTE SIGNED (sepsis reassessment)", c.user(jr), ws2)
    d.t("-" * 96 + "\n")
    mins = r.randint(28, 240)
    d.t("Time zero %s; first antimicrobial %s (%d min) -> %s\n" % (t[0], t[6], mins, "BUNDLE MET" if mins <= 60 else "BUNDLE NOT MET"))
    d.f("Users: {a}={an} ({ar}); {b}={bn} ({br}); {p}={pn} ({pr})\n", a=c.user(nurse), an=nurse.full(), ar=nurse.role,
        b=c.user(jr), bn=jr.full(), br=jr.role, p=c.user(pharm), pn=pharm.full(), pr=pharm.role)
    if r.random() < 0.5:
        d.f("Dashboard: {u}\n", u=c.url("sepsis-dashboard"))
    if r.random() < 0.5:
        d.f("Queries to clinical informatics: {e}\n", e=c.email())
    d.t("Audit extract - restricted. Access is logged.\n")
