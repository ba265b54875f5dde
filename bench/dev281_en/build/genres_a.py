"""Genres: donor health questionnaire / eligibility decision; session record."""
import datetime as dt

import clinical as K
import pools as P
from common import age, donor_banner, footer, sig


def _travel_flag(c, d, p):
    ctry = c.ch(P.TRAVEL_MALARIA)
    back = c.days(-c.r.randint(10, 200))
    go = back - dt.timedelta(days=c.r.randint(7, 40))
    k = c.r.randint(0, 2)
    if k == 0:
        d.w("travelled to {COUNTRY} {DATE} - {DATE} ", ctry, c.fd(go, "num"), c.fd(back, "num"))
        d.t("(%s). " % c.ch(["visiting family", "work trip", "holiday, rural areas", "volunteering"]))
    elif k == 1:
        d.w("returned from {COUNTRY} on {DATE}, ", ctry, c.fd(back, c.ch(["long", "med", "dmy_abbr"])))
        d.t("stayed %s - malaria area per travel database. " % c.ch(["in rural areas", "in the capital only", "on the coast", "with relatives upcountry"]))
    else:
        d.w("Hx: born and raised in {COUNTRY}, last visit {DATE}. ", ctry, c.fd(back, c.ch(["month_year", "mon_year"])))
    d.t(c.ch(["Malaria antibody test required.", "Defer 4 months from return; malaria Ab on next attendance.",
              "Accept for plasma for fractionation only.", "No fever since return."]))
    return back


def dhq(c, d):
    p = c.person(amin=16 if c.us else 17, amax=17) if c.chance(0.1) else c.person()
    st = c.staff()
    hd = c.ch(["DONOR HEALTH CHECK & ELIGIBILITY RECORD", "Donor Screening Record",
               "DHQ / ELIGIBILITY DETERMINATION", "Pre-donation Health Assessment"])
    d.p(c.service, "ORGANIZATION").t(" | %s\n" % hd)
    if c.chance(0.6):
        d.t("%s%sPrinted " % (c.ch(K.FORM_REFS), " " * c.r.randint(3, 12)))
        d.w("{DATE} %02d:%02d\n" % (c.r.randint(7, 19), c.r.randint(0, 59)), c.fd(c.today, c.ch(["num", "iso", "dmy_abbr"])))
    d.t("-" * c.r.randint(40, 66) + "\n")
    mobile = c.chance(0.5)
    city = c.city()
    if mobile:
        d.w("Session : {LOCATION_OTHER} ({CITY})   ", c.venue(city), city)
    else:
        d.w("Session : {HOSPITAL}   ", c.centre(city))
    d.w("Date: {DATE}\n", c.fd(c.today))
    if c.chance(0.6):
        d.w("Session code: {IDNUM}   Chair: {LOCATION_OTHER}\n",
            "%s%s" % (c.ch(["MS", "DC", "SES", "WB"]), c.digits(5)), str(c.r.randint(1, 12)))
    donor_banner(c, d, p)
    if p.age < 18:
        par = c.person(amin=38, amax=60)
        par.last = p.last if c.chance(0.7) else par.last
        d.t("Minor donor - parental consent on file: ").nm(par, "FAMILY", c.ch(["full", "t_last", "lf_mixed"]))
        d.t(" (%s)" % ("mother" if par.sex == "F" else "father"))
        if c.chance(0.6):
            d.w(", tel {PHONE}", c.phone())
        d.t("\n")
        p.prof = c.ch(["student", "high school student", "apprentice electrician", "student"])
    if c.chance(0.7):
        d.w("Occupation: {PROFESSION}", p.prof)
        if c.chance(0.4):
            d.w("   Employer: {ORGANIZATION}", c.employer())
        d.t("\n")
    first_time = c.chance(0.25)
    if first_time:
        d.t("New donor - ID checked: ")
        lic = c.chance(0.5)
        if lic:
            d.w("driver licence {LICENSE}\n", c.driver_licence())
        else:
            d.t(c.ch(["passport sighted", "photo ID card", "student card + bank card"]) + "\n")
        if c.chance(0.6):
            d.w("Country of birth: {COUNTRY}", c.ch(P.TRAVEL_MALARIA + P.TRAVEL_OTHER + [c.country_name()]))
            if c.chance(0.5):
                d.w("   Lived elsewhere > 6 months: {COUNTRY}", c.ch(P.TRAVEL_OTHER))
            d.t("\n")
        if c.c in ("US", "IE", "CA") and c.chance(0.5):
            d.w("%s (optional, for donor registry): {SSN}\n" % c.ssn_label(), c.ssn())
    else:
        n = c.r.randint(2, 140)
        d.w("Previous donations: %d   Last donation: {DATE}\n" % n, c.fd(c.days(-c.r.randint(84, 700))))
    if c.c in ("US", "CA") and c.chance(0.35):
        d.w("Kiosk check-in: fingerprint verified, biometric ID {BIOID}\n", c.bioid())
    d.t("-" * c.r.randint(40, 66) + "\n")
    d.t("DHQ responses (self-completed on %s" % c.ch(["tablet", "kiosk", "paper form", "donor app"]))
    if c.chance(0.5):
        d.w(" {DEVICE}", c.device_sn("tablet"))
    d.t("):\n")
    flag_kind = c.ch(["travel", "med", "tattoo", "partner", "dental", "faint", "family"])
    if first_time and flag_kind == "faint":
        flag_kind = "travel"
    qidx = {"travel": 7, "med": 5, "tattoo": 3, "partner": 10, "dental": 4, "faint": 19, "family": 9}[flag_kind]
    pool = [q for i, q in enumerate(K.DHQ_QUESTIONS) if i != qidx and (p.sex == "F" or "pregnant" not in q[0])]
    qs = c.r.sample(pool, c.r.randint(8, 13))
    flagged = -1
    if c.chance(0.75):
        flagged = c.r.randint(0, len(qs))
        qs.insert(flagged, K.DHQ_QUESTIONS[qidx])
    for i, (q, a) in enumerate(qs):
        ans = a if i != flagged else ("N" if a == "Y" else "Y")
        d.t(" Q%02d %s %s%s\n" % (i + 1, q, "." * c.r.randint(1, 4), ans))
    d.t("\nFlags / MO notes:\n")
    outcome = c.ch(K.ELIGIBILITY_OUTCOMES[:2] + K.ELIGIBILITY_OUTCOMES)
    if flagged >= 0:
        d.t(" - ")
        if flag_kind == "travel":
            _travel_flag(c, d, p)
        elif flag_kind == "med":
            m, wait = c.ch(K.MEDS_DEFER)
            d.t("Taking %s - %s. " % (m, wait))
            d.w("Last dose {DATE}.", c.fd(c.days(-c.r.randint(2, 40)), c.ch(["num", "dm", "ordinal"])))
        elif flag_kind == "tattoo":
            d.w("Tattoo (R forearm) done {DATE} at licensed studio in {CITY}; ", c.fd(c.days(-c.r.randint(20, 110))), c.city())
            d.t("< 4 months - defer. ")
        elif flag_kind == "partner":
            d.t("Individual risk assessment: new partner in last 3 months. Defer 3/12 from last contact. ")
        elif flag_kind == "dental":
            d.t("Scale & polish 2 days ago - accept (check-up/cleaning only). ")
        elif flag_kind == "faint":
            d.w("Fainted at last donation ({DATE}); ", c.fd(c.days(-c.r.randint(90, 400)), "month_year"))
            d.t("offer AMT coaching, 500 mL water pre-donation, extended rest post donation.")
        else:
            rel = c.ch(P.RELATIONS[:8])
            fam = c.person(amin=30, amax=85)
            d.w("Donor's %s {FAMILY} diagnosed with CJD? Donor unsure - MO to check with family. " % rel,
                fam.first + " " + fam.last if c.chance(0.5) else fam.first)
        d.t("\n")
    if c.chance(0.5):
        d.t(" - Regular meds: %s.\n" % ", ".join(c.r.sample(K.MEDS_OK, c.r.randint(1, 3))))
    if p.prof in P.HAZARDOUS and c.chance(0.8):
        d.w(" - Occupation {PROFESSION}: %s\n" % c.ch(K.HAZARD_REST), p.prof)
    if c.chance(0.3):
        d.t(" - Donor asked about Kell/Duffy phenotype on donor card - explained.\n")
    d.t("\nPre-donation checks:\n")
    low = "Hb" in outcome
    hbv, thr = c.hb(low=low, sex=p.sex)
    d.t(" Hb (%s" % c.ch(K.HB_DEVICES[:3]))
    if c.chance(0.5):
        d.w(" SN {DEVICE}", c.device_sn("hb"))
    d.t("): %s  [threshold %s]  %s\n" % (hbv, thr, "FAIL" if low else "PASS"))
    d.t(" BP %d/%d   Pulse %d %s   Wt %s   Temp %.1f\n" % (
        c.r.randint(98, 168), c.r.randint(58, 99), c.r.randint(52, 104), c.ch(["reg", "regular", "irreg"]),
        ("%d lb" % c.r.randint(110, 280)) if c.us else ("%d kg" % c.r.randint(51, 120)), c.r.randint(360, 374) / 10))
    if c.chance(0.4):
        d.t(" Est. blood volume %.1f L (Nadler)  - TBV OK for 470 mL WB\n" % (c.r.randint(38, 62) / 10))
    d.t("\nDecision: %s\n" % outcome)
    if "Defer" in outcome and "permanent" not in outcome:
        d.w("Next eligible date: {DATE}\n", c.fd(c.days(c.ch([7, 28, 91, 120, 182]))))
    if "MO" in outcome or "medical" in outcome:
        mo = c.staff(doctor=True)
        d.t("MO contacted by phone: ").nm(mo, "DOCTOR", c.ch(["dr_last", "dr_full", "dr_dot_last"]))
        if c.chance(0.5):
            d.w(" (on-call {PHONE})", c.phone("ext"))
        d.t("\n")
    d.t("\nAssessed by: ")
    d.nm(st, "DOCTOR", c.ch(["full", "i_last", "inits3", "full"]))
    d.t(" (%s)  " % st.role)
    d.w("{DATE} %02d:%02d\n" % (c.r.randint(8, 19), c.r.randint(0, 59)), c.fd(c.today, c.ch(["num", "num_short", "dm"])))
    if c.chance(0.5):
        d.t("Donor signature captured electronically. Declaration v%d.%d\n" % (c.r.randint(2, 9), c.r.randint(0, 9)))
    footer(c, d)


def _row_name(c, p):
    return p.form(c.ch(["lf_mixed", "lf", "i_last", "full"]))[1]


def session_record(c, d):
    city = c.city()
    mobile = c.chance(0.65)
    d.p(c.service, "ORGANIZATION")
    d.t(" - %s\n" % c.ch(["SESSION RECORD", "Collection Session Summary", "MOBILE SESSION REPORT", "Blood Drive Record"]))
    d.w("Session ID: {IDNUM}    Date: {DATE}\n", "%s-%s" % (c.ch(["MS", "WB", "BD", "S"]), c.digits(6)),
        c.fd(c.today, c.ch(["wd_long", "num", "long", "dmy_abbr"])))
    if mobile:
        d.w("Venue: {LOCATION_OTHER}, {STREET}, {CITY}", c.venue(city), c.street(), city)
        if c.c in ("US", "CA", "AU"):
            d.w(", {STATE}", c.state())
        d.t("\n")
        if c.chance(0.6):
            d.w("Host: {ORGANIZATION} (contact ", c.ch([c.employer(), c.school(), c.church()]))
            host = c.person(amin=25, amax=70)
            d.nm(host, "FAMILY", c.ch(["full", "t_last"])).w(", {PHONE})\n", c.phone())
        if c.chance(0.7):
            d.w("Mobile unit / vehicle reg: {VEHICLE}", c.plate())
            if c.chance(0.4):
                d.w("   Support van: {VEHICLE}", c.plate())
            d.t("\n")
    else:
        d.w("Centre: {HOSPITAL}\n", c.centre(city))
    staff = [c.staff() for _ in range(c.r.randint(3, 5))]
    d.t("Session lead: ").nm(staff[0], "DOCTOR", "full").t(", %s\n" % staff[0].cred)
    d.t("Team: ")
    for i, s in enumerate(staff[1:]):
        if i:
            d.t(", ")
        d.nm(s, "DOCTOR", c.ch(["full", "i_last", "first"]))
        d.t(" (%s)" % c.ch(["DC", "RN", "DCA", "phleb", "driver/DCA", "reg"]))
    beds = c.r.randint(4, 12)
    oh = c.ch([9, 10, 12, 13])
    ch_ = oh + c.r.randint(5, 7)
    d.t("\nBooked %d   Walk-ins %d   Beds %d   Opening %02d:%s   Close %02d:%s\n" % (
        c.r.randint(20, 70), c.r.randint(0, 12), beds, oh, c.ch(["00", "15", "30"]), ch_, c.ch(["00", "30", "45"])))
    if c.chance(0.6):
        d.w("Equipment: Hb meter SN {DEVICE}; mixer/scale SN {DEVICE}; %s\n" % c.ch(K.NUMBER_NOISE),
            c.device_sn("hb"), c.device_sn("mixer"))
    d.t("\n%s\n" % c.ch(["DONOR LOG", "Attendance / collection log", "Donations"]))
    d.t("# | Donor | Donor no | DIN | Bed | Start | Vol (mL) | Outcome\n")
    n = c.r.randint(6, 12)
    adr = None
    cnt = {"bled": 0, "deferred": 0, "DNA": 0}
    for i in range(n):
        p = c.person()
        out = c.ch(["complete", "complete", "complete", "complete", "deferred Hb", "deferred travel",
                    "partial (slow flow)", "VVR - stopped", "DNA", "complete, 1st donation", "deferred meds"])
        d.t("%d | " % (i + 1))
        d.p(_row_name(c, p), "PATIENT").t(" | ")
        d.p(c.donor_no(), "MRN").t(" | ")
        if out.startswith("complete") or out.startswith("partial") or out.startswith("VVR"):
            cnt["bled"] += 1
            d.p(c.din(), "IDNUM").t(" | ")
            d.p(str(c.r.randint(1, beds)), "LOCATION_OTHER")
            vol = c.r.randint(455, 495) if out.startswith("complete") else c.r.randint(90, 380)
            d.t(" | %02d:%02d | %d | %s\n" % (c.r.randint(oh, ch_ - 1), c.r.randint(0, 59), vol, out))
            if out.startswith("VVR"):
                adr = p
        else:
            cnt["DNA" if out == "DNA" else "deferred"] += 1
            d.t("- | - | - | - | %s\n" % out)
    d.t("\nSummary: listed %d, bled %d, deferred %d, DNA %d. %s\n" % (
        n, cnt["bled"], cnt["deferred"], cnt["DNA"],
        c.ch(["Ferritin samples sent for Hb fails.", "Good turnout for the venue.", "Two regulars rebooked for next visit.",
              "O neg stock appeal running.", "Slow session, rain.", "Car park shared with market - access difficult."])))
    d.t("Incidents: ")
    if adr is not None:
        d.w("VVR donor ", ).nm(adr, "PATIENT", c.ch(["i_last", "first", "t_last"]))
        d.w(", ADR form {IDNUM} completed, recovered on site.\n", c.case_no("ADR"))
    else:
        d.t(c.ch(["nil", "None reported.", "Nil. Minor bruise x1 (advice leaflet given).",
                  "Power outage 14:10-14:25, mixers on battery - no product impact."]) + "\n")
    if c.chance(0.5):
        d.t("Components dispatched to ")
        d.w("{HOSPITAL} via courier at 20:15, box temp 20-24 C.\n", c.lab())
    d.t("Signed: ").nm(staff[0], "DOCTOR", c.ch(["full", "inits3", "i_last"]))
    d.w("   {DATE}\n", c.fd(c.today, c.ch(["num", "num_short"])))
    footer(c, d)
