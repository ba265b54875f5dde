"""Genres: did-not-attend log, programme audit record, mobile unit site log
(own genre)."""
import datetime as dt

import pools as P
import ids as I
import clin as K
from core import (Doc, pick, chance, nm, doc_pieces, addr_pieces, ftime, plus,
                  workday, fdate, venue, room, phone, person, title, address,
                  hospital, ward, town, ipaddr, clinician, street, postcode)
from ctx import Ctx, age_on


def _row_person(rng, cx):
    p = person(rng)
    age = rng.randrange(52, 80)
    dob = cx.today - dt.timedelta(days=365 * age + rng.randrange(1, 360))
    return p, dob, age_on(dob, cx.today)


DNA_OUT = ["na", "vm", "resched", "declined", "moved", "hosp", "wrong", "family", "work", "holiday", "deceased", "transport"]


def _dna_outcome(d, rng, cx, p, appt):
    c = cx.c
    k = pick(rng, DNA_OUT)
    a1 = workday(plus(appt, 1))
    a2 = workday(plus(a1, 2))
    if k == "na":
        d.f("Call 1 {DATE} no answer; call 2 {DATE} no answer; DNA letter sent", cx.d(a1, "short"), cx.d(a2, "short"))
    elif k == "vm":
        d.f("VM left {DATE} and {DATE}; SMS reminder sent", cx.d(a1, "A" if chance(rng, 0.5) else "short"), cx.d(a2, "short"))
    elif k == "resched":
        d.f("Spoke to pt {DATE} - forgot; rebooked {DATE} {=}", cx.d(a1, "short"), cx.d(workday(plus(appt, 14)), "short"), ftime(rng))
    elif k == "declined":
        d.t(pick(rng, ["Declined further contact - 'too anxious about results'", "Declined: does not want a scan",
                       "Opted out; GP informed"]))
    elif k == "moved":
        d.f("Moved to {CITY} - GP to update demographics", town(rng, c))
    elif k == "hosp":
        d.f("Inpatient at {HOSPITAL} ({HOSPITAL}) per {=}; defer 6/52", hospital(rng, c), ward(rng), cx.nok_rel)
    elif k == "wrong":
        d.f("Number unobtainable; {HOSPITAL} gave new mobile {PHONE}", cx.gp_prac, phone(rng, c, mobile=True))
    elif k == "family":
        f = person(rng)
        d.f("{=} {FAMILY} answered - pt away until after {DATE}; call back {DATE}", pick(rng, P.RELATIONS),
            nm(rng, f, "first"), pick(rng, P.HOLIDAYS[c]), cx.d(plus(a1, 21), pick(rng, ["short", "A"])))
    elif k == "work":
        d.f("Works as {PROFESSION} (nights); offered Saturday clinic {DATE}", pick(rng, P.PROFESSIONS), cx.d(plus(appt, 12), "short"))
    elif k == "holiday":
        d.f("On holiday in {COUNTRY} until {DATE}", pick(rng, P.COUNTRIES_BORN), cx.d(plus(appt, rng.randrange(7, 30)), "short"))
    elif k == "deceased":
        d.f("Deceased {DATE} (notified by practice) - removed from list", cx.d(plus(appt, -rng.randrange(3, 40)), "short"))
    else:
        d.f("No transport - community transport booked for {DATE}, vehicle reg {VEHICLE}", cx.d(plus(appt, 10), "short"), I.plate(rng, c))


def dna_log(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    comp = cx.clin("admin")
    wk = cx.today - dt.timedelta(days=cx.today.weekday())
    if c in ("US", "CA"):
        ttl = ["NO-SHOW LOG", "No-show / missed appointment tracker", "Missed appointments - LDCT", "NO SHOW REPORT"]
    else:
        ttl = ["DID NOT ATTEND (DNA) LOG", "DNA / Was Not Brought tracker", "DNA log - LDCT", "Missed appointments register"]
    d.t(pick(rng, ttl) + " - " + cx.prog + "\n")
    mobile = chance(rng, 0.5)
    if mobile:
        d.f("Site: mobile unit at {*}, {CITY}\n", venue(rng, c, cx.site_town), cx.site_town)
    else:
        d.f("Site: {HOSPITAL}\n", cx.site)
    d.f("Week commencing: {DATE}   Compiled by: ", cx.d(wk))
    d.pc(doc_pieces(rng, comp, pick(rng, ["full", "init_last"])))
    d.f(" ({USERNAME})\n\n", comp["user"])
    table = chance(rng, 0.55)
    n = rng.randrange(5, 10)
    if table:
        d.t("Appt date | Time | Ref | Name | DOB | Contact | Follow-up | By\n")
        d.t("-" * 78 + "\n")
    staff = [cx.clin("admin", i) for i in range(1, 3)] + [cx.clin("nurse", 1)]
    for i in range(n):
        p, dob, age = _row_person(rng, cx)
        appt = workday(plus(wk, rng.randrange(0, 5)))
        who = pick(rng, staff)
        ref = I.idnum(rng, "participant")
        tel = phone(rng, c, mobile=chance(rng, 0.5))
        if table:
            d.f("{DATE} | {=} | {IDNUM} | {PATIENT} | {DATE} | {PHONE} | ", cx.d(appt, pick(rng, ["full", "short"])), ftime(rng),
                ref, nm(rng, p, pick(rng, ["LAST_FIRST", "last_first", "LAST_First"])), fdate(rng, dob, c, "dob"), tel)
            _dna_outcome(d, rng, cx, p, appt)
            d.f(" | {DOCTOR}\n", nm(rng, who, "initials"))
        else:
            d.f("%d) {PATIENT} ({AGE}{=}), {IDNUM} - {=} appt {DATE} {=}\n   " % (i + 1),
                nm(rng, p, pick(rng, ["full", "init_last", "last_first"])), str(age), pick(rng, ["", "y", " yrs", p["sex"]]),
                ref, pick(rng, ["LHC", "LDCT", "3-month CT", "spirometry", "telephone LHC"]),
                cx.d(appt, pick(rng, ["full", "short"])), ftime(rng))
            if chance(rng, 0.5):
                d.f("Tel {PHONE}. ", tel)
            if chance(rng, 0.25):
                d.f("Addr: {STREET}, {CITY}. ", street(rng, c), pick(rng, P.TOWNS[c]))
            _dna_outcome(d, rng, cx, p, appt)
            d.t(pick(rng, [" -- ", " / by ", " ~"]))
            d.p(nm(rng, who, pick(rng, ["initials", "first"])), "DOCTOR")
            d.t("\n")
    mult = rng.randrange(6, 11)
    d.t("\n%s this week: %d of %d booked (%.1f%%). " % ("No-shows" if c in ("US", "CA") else "DNAs", n, n * mult, 100.0 / mult))
    d.t(pick(rng, ["Policy: after 2 DNAs discharge to GP with letter DNA2.\n", "Escalated repeat DNAs to navigator for outreach.\n",
                   "No safeguarding concerns identified.\n"]))
    if chance(rng, 0.5):
        lead = cx.clin("nurse", 2)
        d.t("Reviewed: ")
        d.pc(doc_pieces(rng, lead, "full_cred"))
        d.f(" {DATE}\n", cx.d(plus(wk, 4), "short"))
    return d


def _audit_access(d, rng, cx):
    c = cx.c
    d.t(pick(rng, ["RECORD ACCESS AUDIT", "Participant record - access audit trail", "EHR ACCESS REVIEW"]) + "\n")
    d.f("Audit ref: {IDNUM}   Requested by: ", I.idnum(rng, "case"))
    ig = cx.clin("admin", 9)
    d.pc(doc_pieces(rng, ig, "full"))
    d.t(" (%s)\n" % pick(rng, ["Information Governance Lead", "Privacy Officer", "Data Protection Officer"]))
    d.f("Reason: {=}\n", pick(rng, ["routine sample (5% of screened participants)", "participant request (subject access)",
                                     "alert: access outside care team", "complaint from family member"]))
    d.f("Participant: {*} ({IDNUM}), DOB {DATE}", [cx.pname(pick(rng, ["LAST_FIRST", "full"]))], cx.pid, cx.dob_s())
    lab, val, typ = cx.id_pairs(1)[0]
    d.f(", {=} {%s}\n" % typ, lab, val)
    d.f("Period: {DATE} - {DATE}\n\n", cx.d(plus(cx.today, -90)), cx.d(cx.today))
    d.t("Timestamp           | User       | Name                 | Workstation IP  | Auth      | Action\n")
    users = [cx.clin(r, 9) for r in rng.sample(["nurse", "radiologist", "admin", "radiographer", "resp", "advisor"], 4)]
    t = plus(cx.today, -rng.randrange(60, 89))
    for i in range(rng.randrange(5, 10)):
        t = plus(t, rng.randrange(0, 12))
        u = pick(rng, users)
        d.f("{DATE} {=} | {USERNAME} | {DOCTOR} | {IPADDR} | ", cx.d(t, pick(rng, ["full", "ymd"])), ftime(rng, rng.randrange(7, 20)),
            u["user"], nm(rng, u, pick(rng, ["full", "last_first"])), ipaddr(rng))
        if chance(rng, 0.3):
            d.f("FP {BIOID}", I.bioid(rng))
        else:
            d.t(pick(rng, ["smartcard", "password+OTP", "SSO"]))
        d.t(" | " + pick(rng, ["view summary", "view LDCT report", "edit smoking history", "print letter", "export CSV",
                               "view demographics", "book appointment", "add note"]) + "\n")
    d.t("\nFindings: ")
    if chance(rng, 0.6):
        d.t("all accesses attributable to members of the direct care team. No action.\n")
    else:
        u = pick(rng, users)
        d.f("one access by {USERNAME} from {IPADDR} (outside site range) with no documented reason; ", u["user"], ipaddr(rng))
        d.f("user interviewed {DATE} - covering colleague on leave; advised to record reason.\n", cx.d(plus(cx.today, 3), "short"))
    d.t("Signed off: ")
    d.pc(doc_pieces(rng, ig, pick(rng, ["full", "init_last"])))
    d.f(", {DATE}\n", cx.d(plus(cx.today, 5)))


def _audit_turnaround(d, rng, cx):
    c = cx.c
    d.t(pick(rng, ["CLINICAL AUDIT: LDCT RESULT TURNAROUND", "Programme audit - Lung-RADS 4 pathway timeliness",
                   "Quality standard audit: results to participant within 4 weeks"]) + "\n")
    lead = cx.clin("resp", 8)
    d.t("Audit lead: ")
    d.pc(doc_pieces(rng, lead, "title_full"))
    d.f("   Site: {HOSPITAL}\n", cx.site)
    start = plus(cx.today, -rng.randrange(100, 200))
    d.f("Sample: consecutive screen-positive cases {DATE} to {DATE}\n", cx.d(start), cx.d(plus(start, 90)))
    d.t("Standard: report within 5 working days; result letter within 20 working days; target 95%.\n\n")
    d.t("Case | Participant | ID | LDCT | Reported | Letter | Met?\n")
    met = 0
    n = rng.randrange(5, 9)
    for i in range(n):
        p, dob, age = _row_person(rng, cx)
        ct = workday(plus(start, rng.randrange(0, 90)))
        rep = workday(plus(ct, rng.randrange(0, 9)))
        let = workday(plus(rep, rng.randrange(2, 25)))
        ok = (rep - ct).days <= 7 and (let - ct).days <= 28
        met += ok
        d.f("%02d | {PATIENT} ({AGE}) | {IDNUM} | {DATE} | {DATE} | {DATE} | %s\n" % (i + 1, "Y" if ok else "N"),
            nm(rng, p, pick(rng, ["initials", "init_last", "last_first"])), str(age), I.accession(rng, c),
            cx.d(ct, "short"), cx.d(rep, "short"), cx.d(let, "short"))
    d.t("\nCompliance: %d/%d (%.0f%%). " % (met, n, 100.0 * met / n))
    d.t(pick(rng, ["Delays attributed to radiologist leave and CAD server downtime.",
                   "Letter delays due to print vendor backlog.", "Standard met."]) + "\n")
    d.t("Actions: ")
    a = cx.clin("admin", 8)
    d.pc(doc_pieces(rng, a, "full"))
    d.f(" to add second reporter rota by {DATE}; re-audit {DATE}.\n", cx.d(plus(cx.today, 30), "short"),
        fdate(rng, plus(cx.today, 180), c, "month"))


def _audit_incident(d, rng, cx):
    c = cx.c
    d.t(pick(rng, ["INCIDENT REVIEW - PROGRAMME AUDIT RECORD", "Screening safety incident: audit and learning record"]) + "\n")
    d.f("Incident no: {IDNUM}   Reported: {DATE}\n", I.idnum(rng, "incident"), cx.d(cx.today))
    rep = cx.clin("nurse", 8)
    d.t("Reporter: ")
    d.pc(doc_pieces(rng, rep, "full_cred"))
    d.t("\n")
    d.f("Participant: {*}, {IDNUM}, DOB {DATE}\n", [cx.pname(pick(rng, ["full", "LAST_FIRST"]))], cx.pid, cx.dob_s())
    k = rng.randrange(3)
    wrong = address(rng, c)
    if k == 0:
        d.f("Summary: result letter dated {DATE} was posted to a previous address ({*}) instead of the current address ({*}). ",
            cx.d(plus(cx.today, -rng.randrange(5, 20)), "short"), addr_pieces(rng, wrong), addr_pieces(rng, cx.addr))
        d.f("Occupant {FAMILY} returned the letter to {HOSPITAL}.\n", nm(rng, person(rng), "full"), cx.site)
    elif k == 1:
        other = person(rng)
        d.f("Summary: LDCT images for {PATIENT} were initially attached under participant {PATIENT} (accession {IDNUM}) "
            "due to a wristband/worklist mismatch on the mobile unit at {*}. Corrected by PACS team on {DATE}.\n",
            nm(rng, cx.pt, "full"), nm(rng, other, "full"), I.accession(rng, c), venue(rng, c), cx.d(plus(cx.today, 1), "short"))
    else:
        d.f("Summary: Lung-RADS 4B result not actioned for 19 days; navigator {DOCTOR} on leave and task list not reassigned. "
            "Participant contacted {DATE} and seen in nodule clinic {DATE}.\n", nm(rng, cx.clin("nurse", 3), "full"),
            cx.d(plus(cx.today, 1), "short"), cx.d(plus(cx.today, 6), "short"))
    d.t("Harm: %s\n" % pick(rng, ["no harm", "low harm", "near miss"]))
    d.t("Duty of candour: %s\n" % pick(rng, ["apology letter sent", "discussed by phone with participant", "N/A - near miss"]))
    d.t("Contributory factors: %s.\n" % pick(rng, ["demographics not refreshed from spine before mailing",
                                                   "two participants with similar names booked consecutively",
                                                   "single-person dependency for results tracking"]))
    d.t("Learning/actions: ")
    a = cx.clin("admin", 8)
    d.pc(doc_pieces(rng, a, pick(rng, ["full", "init_last"])))
    d.f(" to implement daily demographic batch check; completed {DATE}.\n", cx.d(plus(cx.today, 21)))
    if chance(rng, 0.5):
        d.f("Reviewed at programme board {DATE}. Closed by {USERNAME}.\n", cx.d(plus(cx.today, 28), "short"), a["user"])


def audit_record(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    d.f("{=} - {HOSPITAL}\n", cx.prog, cx.site)
    k = rng.randrange(3)
    if k == 0:
        _audit_access(d, rng, cx)
    elif k == 1:
        _audit_turnaround(d, rng, cx)
    else:
        _audit_incident(d, rng, cx)
    if chance(rng, 0.4):
        d.f("\nCommissioner copy: {ORGANIZATION}", cx.site_town + pick(rng, [" Primary Care Network", " Regional Health Authority",
                                                                               " Primary Health Network", " Health Alliance"]))
        d.t("\n")
    return d


def mobile_log(rng, c):
    cx = Ctx(rng, c)
    d = Doc()
    day = workday(cx.today)
    d.t(pick(rng, ["MOBILE CT UNIT - DAILY SITE LOG", "Mobile LDCT unit: daily operations log", "MOBILE UNIT SHIFT REPORT"]) + "\n")
    vend = pick(rng, {"UK": ["Northline Imaging Ltd", "Carrowmede Diagnostics Ltd"],
                      "US": ["Tri-County Imaging Partners", "Keystone Mobile Imaging LLC"],
                      "CA": ["Northern Lights Imaging Inc", "Boreal Mobile Diagnostics"],
                      "AU": ["Redgum Mobile Imaging Pty Ltd", "Saltbush Diagnostics"]}[c])
    d.f("Operator: {ORGANIZATION} on behalf of {HOSPITAL}\n", vend, cx.site)
    d.f("Date: {DATE}   Shift: {=}-{=}\n", cx.d(day, pick(rng, ["full", "AdMy" if c != "US" else "AMdy"])),
        ftime(rng, 7, 30), ftime(rng, 18, 0))
    d.f("Trailer reg: {VEHICLE}   VIN: {VEHICLE}\n", I.plate(rng, c), I.vin(rng))
    if chance(rng, 0.5):
        d.f("Tractor unit: {VEHICLE} (driver ", I.plate(rng, c))
        drv = person(rng)
        d.f("{DOCTOR}", nm(rng, drv, "full"))
        d.t(")\n")
    site_street = street(rng, c, unit=False)
    v = venue(rng, c, cx.site_town)
    d.f("Site: {*}, {STREET}, {CITY} {ZIP}\n", v, site_street, cx.site_town, postcode(rng, c))
    host = person(rng)
    d.f("Host site contact: {FAMILY} (%s) {PHONE}\n" % pick(rng, ["centre manager", "facilities", "club secretary", "caretaker"]),
        nm(rng, host, pick(rng, ["full", "first_init"])), phone(rng, c, mobile=True))
    d.t("Day %d of %d at this site. Power: %s.\n\n" % (rng.randrange(1, 20), rng.randrange(20, 45),
                                                        pick(rng, ["mains hook-up (32 A)", "on-board generator", "mains, generator on standby"])))
    d.t("STAFF ON SHIFT\n")
    for i, r in enumerate(["radiographer", "radiographer", "nurse", "admin"]):
        s = cx.clin(r, i)
        d.t("- ")
        d.pc(doc_pieces(rng, s, pick(rng, ["full", "full_cred"])))
        d.t(", %s" % s["job"])
        if r != "admin" and chance(rng, 0.6):
            d.f(" ({=} {LICENSE})", I.lic_label(rng, c, r), s["lic"])
        d.t("\n")
    d.t("\nEQUIPMENT\n")
    d.f("Scanner: %s, SN {DEVICE}\n" % pick(rng, P.SCANNERS), I.device_sn(rng))
    d.f("Spirometer: %s, SN {DEVICE}\n" % pick(rng, P.SPIROMETERS), I.device_sn(rng))
    if chance(rng, 0.6):
        d.f("AED: SN {DEVICE} - checked, pads in date\n", I.device_sn(rng))
    d.t("Daily QA (water phantom): CT number %.1f HU (tol +/-4), noise %.1f HU, uniformity %.1f HU - PASS\n"
        % (rng.uniform(-2.5, 2.5), rng.uniform(4, 7), rng.uniform(0.2, 2.8)))
    d.f("Network: 4G router WAN {IPADDR}, VPN to PACS gateway {IPADDR} - %s\n" % pick(rng, ["OK", "dropped 11:20-11:45, images queued and sent", "OK after restart"]),
        ipaddr(rng), ipaddr(rng))
    if chance(rng, 0.6):
        d.f("Door access: biometric reader; enrolled staff templates {BIOID}, {BIOID}\n", I.bioid(rng), I.bioid(rng))
    booked = rng.randrange(24, 44)
    dna = rng.randrange(1, 7)
    d.t("\nACTIVITY\nBooked %d, attended %d, DNA %d, scans completed %d, same-day LHC+CT %d.\n"
        % (booked, booked - dna, dna, booked - dna - rng.randrange(0, 2), rng.randrange(5, 20)))
    d.t("\nEVENTS\n")
    for _ in range(rng.randrange(1, 4)):
        k = rng.randrange(5)
        p = person(rng)
        if k == 0:
            d.f("{=} Participant {PATIENT} ({IDNUM}) felt faint after spirometry in {*}; obs normal, ", ftime(rng),
                nm(rng, p, pick(rng, ["full", "init_last"])), I.idnum(rng, "participant"), room(rng))
            d.f("{=} {FAMILY} drove home.\n", pick(rng, P.RELATIONS), nm(rng, person(rng), "first"))
        elif k == 1:
            d.f("{=} Scan abandoned for {PATIENT}, {AGE}{=}: unable to lie flat (kyphosis); rebooked at {HOSPITAL}.\n", ftime(rng),
                nm(rng, p, pick(rng, ["last_first", "full"])), str(rng.randrange(55, 80)), pick(rng, ["y", " yo", p["sex"]]), cx.site)
        elif k == 2:
            d.f("{=} Complaint from resident at {STREET} re generator noise; logged with {FAMILY}.\n", ftime(rng),
                street(rng, c, unit=False), nm(rng, host, "first"))
        elif k == 3:
            d.f("{=} Incidental urgent finding (suspected PE) - participant {PATIENT} sent to {HOSPITAL} ED by ambulance; ",
                ftime(rng), nm(rng, p, "full"), cx.site)
            d.t("radiologist ")
            d.pc(doc_pieces(rng, cx.clin("radiologist"), "title_last"))
            d.t(" informed.\n")
        else:
            d.f("{=} Car park: staff vehicle {VEHICLE} blocked by delivery lorry; moved by site security.\n", ftime(rng), I.plate(rng, c))
    d.t("\nIssues for coordinator: %s\n" % pick(rng, ["none", "toilet access at host site closes 16:00", "step lift intermittent fault",
                                                      "heater in waiting area not working", "need more leaflets (v3.2)"]))
    lead = cx.clin("radiographer", pick(rng, [0, 1]))
    d.t("Signed: ")
    d.pc(doc_pieces(rng, lead, pick(rng, ["full", "init_last"])))
    d.f(" (lead radiographer) {=}\n", ftime(rng, 18, 5))
    return d
