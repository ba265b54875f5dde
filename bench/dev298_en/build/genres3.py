"""Genres: quality audit record, participant contact log, data access
committee minutes."""
import datetime as dt
from ctx import SAMPLE_TYPES, CONDITIONS, DAC_DATASETS, EQUIP, prof
from genres2 import PROJECTS
import pools as P
from genres1 import _ids_block

CONSENT_FINDINGS = ["item 8 not initialled", "PIS version not recorded", "date written by staff not participant",
                    "conforms", "conforms", "conforms", "witness signature missing (required - visual impairment)",
                    "superseded form version used", "conforms", "copy not filed in hospital record"]


def quality_audit(ctx, n):
    g = ctx.g
    d = ctx.today
    d2 = g.after(d, 0, 2)
    lead = g.staff(role="Quality Manager")
    aud2 = g.staff(role=g.pick(["QA Officer", "Senior Scientist"]))
    ref = g.ref("QA", d)
    n.line(g.pick(["QUALITY AUDIT RECORD", "Internal Audit Report", "Audit record - biobank quality system"]))
    n.line(("ORGANIZATION", ctx.bank), "   Audit ref: ", ("IDNUM", ref))
    n.line("Type: ", g.pick(["internal (annual programme)", "pre-inspection readiness", "ISO 20387 surveillance",
                             "for-cause (following incident)"]), "   Standard: ISO 20387:2018 / SOP QA-002 v7")
    n.line("Audit dates: ", g.D(d), " - ", g.D(d2))
    n.line("Lead auditor: ", g.doc(lead, "full"), " (", lead.role, ")   Second auditor: ", g.doc(aud2, g.pick(["full", "f_last"])))
    n.line("Auditee: ", g.doc(ctx.manager, "full"), ", Biobank Manager   Location: ", ("LOCATION_OTHER", g.pick(P.BUILDINGS)))
    n.blank()
    n.line("1. CONSENT VERIFICATION (random sample from LIMS extract of ", g.D(g.before(d, 3, 20), "num"), ")")
    widths = [12, 12, 8, 50]
    n.row(["Participant", "Consented", "Version", "Finding"], widths)
    nonconf = []
    for _ in range(g.rint(5, 9)):
        pidv = ctx.pid()
        cd = g.before(d, 60, 2000)
        f = g.pick(CONSENT_FINDINGS)
        n.row([("IDNUM", pidv), g.D(cd, "num"), "v%d.%d" % (g.rint(1, 5), g.rint(0, 3)), f], widths)
        if f != "conforms":
            nonconf.append((pidv, f))
    if g.chance(0.6):
        st = g.staff(role="Research Nurse")
        n.line("Note: consent for ", ("IDNUM", ctx.pid()), " taken by ", g.doc(st, "full"),
               " whose GCP certificate expired ", g.D(g.before(d, 30, 300), "my"), "; consent otherwise valid.")
    n.blank()
    n.line("2. SAMPLE TRACEABILITY (vertical audit)")
    for _ in range(g.rint(2, 4)):
        pidv = ctx.pid()
        sid = ctx.sample_id(pidv, g.before(d, 30, 900))
        ok = g.chance(0.6)
        n.add("- ", ("IDNUM", sid), " (", ("IDNUM", pidv), "): request form -> receipt ", g.D(g.before(d, 30, 900), "num"),
              " -> processing -> storage F-%02d R%d/B%02d/%s%d. " % (g.rint(1, 20), g.rint(1, 9), g.rint(1, 40), g.pick("ABCDEFGH"), g.rint(1, 9)))
        if ok:
            n.add("Fully traceable; processing times within SOP.\n")
        else:
            n.add(g.pick(["Tube found one position away from LIMS record.",
                          "Processing start time not recorded on worksheet.",
                          "Centrifuge log entry missing for this run (rotor 4 x 750 mL)."]), "\n")
    n.blank()
    n.line("3. EQUIPMENT AND MONITORING")
    n.line("- ", g.pick(EQUIP), " SN ", ("DEVICE", g.device("freezer")), ": calibration of probe in date; ",
           "logger ", ("DEVICE", g.device("logger")), " certificate dated ", g.D(g.before(d, 30, 330), "num"), ".")
    oc = g.staff(role="On-call Technician")
    n.line("- Out-of-hours alarm test on ", g.D(d, "wk"), " at ", g.time(), ": auto-dialler called on-call ",
           g.doc(oc, "full"), " on ", ("PHONE", g.phone(mobile=True)), "; acknowledged in ", str(g.rint(2, 14)), " min.")
    n.blank()
    n.line("4. ACCESS CONTROL")
    leaver = g.staff()
    left = g.before(d, 40, 200)
    n.line("- Freezer room ", ("LOCATION_OTHER", g.room()), " fingerprint reader: ", str(g.rint(9, 25)), " active templates. Template ",
           ("BIOID", g.bioid()), " belongs to ", g.doc(leaver, "full"), ", who left on ", g.D(left), " - not deactivated.")
    n.line("- LIMS accounts: user ", ("USERNAME", g.username(leaver)), " still enabled; last login ",
           g.D(g.after(left, 1, 30), "iso"), " from ", ("IPADDR", g.ip()), " (shared workstation).")
    if g.chance(0.6):
        v = g.staff()
        n.line("- Visitor log: contractor ", g.doc(v, "full"), " (", ("ORGANIZATION", g.company()), ") badge ",
               ("IDNUM", "V" + g.digits(5)), " signed in ", g.D(g.before(d, 2, 60), "num"), ", escorted.")
    n.blank()
    n.line("5. TRAINING RECORDS")
    for _ in range(g.rint(2, 4)):
        s = g.staff()
        n.line("- ", g.doc(s, "full"), " (", s.role, "): GCP ", g.D(g.before(d, 30, 900), "my"),
               g.pick(["; IATA dangerous goods certificate no. ", "; HTA consent training certificate ",
                       "; phlebotomy competency cert. "]), ("LICENSE", g.letters(2) + g.digits(6)))
    n.blank()
    n.line("SUMMARY OF FINDINGS")
    maj = g.rint(0, 1)
    mi = max(1, len(nonconf))
    n.line("Major: %d   Minor: %d   Observations: %d" % (maj, mi, g.rint(1, 5)))
    for i, (pidv, f) in enumerate(nonconf[:4]):
        owner = g.pick(ctx.team)
        n.line("CAPA ", ("IDNUM", g.ref("CAPA", d)), ": ", ("IDNUM", pidv), " - ", f, ". Owner ",
               g.doc(owner, g.pick(["full", "f_last", "initials"])), ", due ", g.D(g.after(d, 14, 90)))
    n.blank()
    n.line("Report issued ", g.D(g.after(d2, 3, 20)), " by ", g.doc(lead, "full"), "; accepted by ", g.doc(ctx.pi, "dr_full"))
    return "quality_audit"


def contact_log(ctx, n):
    g = ctx.g
    d = ctx.today
    p = g.person(age=g.rint(20, 90), ref=d)
    pidv = ctx.pid()
    home = g.addr()
    mob = g.phone(mobile=True)
    land = g.phone()
    mail = g.email(p)
    rel, f = g.family()
    fphone = g.phone(mobile=True)
    n.line(("ORGANIZATION", ctx.bank), g.pick([" - PARTICIPANT CONTACT LOG", " | Contact history", " - Re-contact record"]))
    n.line("Participant: ", g.pat(p, g.pick(["caps", "full", "last_first", "first_init"])), "   ID: ", ("IDNUM", pidv),
           "   DOB: ", g.D(p.dob, "num"), " (", ("AGE", str(g.age_at(p, d))), ")")
    n.line("Address: ", g.addr_pieces(home, oneline=True))
    n.line("Phone: ", ("PHONE", land), " (home), ", ("PHONE", mob), " (mobile) - ",
           g.pick(["no voicemail", "text first", "evenings only", "OK to leave message"]))
    n.line("Email: ", ("EMAIL", mail), "   Preferred: ", g.pick(["email", "phone", "post"]))
    n.line("Alternate contact: ", g.pat(f, "full", "FAMILY"), " (", rel, ") ", ("PHONE", fphone))
    if ctx.c != "UK" and g.chance(0.5):
        _ids_block(ctx, n, p, d)
    n.blank()
    staff = ctx.team[:3]
    t = g.before(d, 40, 400)
    entries = g.rint(5, 9)
    ks = list(range(12))
    g.r.shuffle(ks)
    tab = g.chance(0.4)
    if tab:
        n.line("Date        Time   By   Method   Notes")
    for i in range(entries):
        t = g.after(t, 1, 40)
        s = g.pick(staff)
        k = ks[i]
        method = g.pick(["Tel", "Tel", "Email", "Letter", "SMS"])
        head = [g.D(t, g.pick(["num", "num", "iso"])), " ", "%02d:%02d" % (g.rint(8, 17), g.rint(0, 59)), "  ",
                g.doc(s, "initials"), "  ", method, "  "]
        if not tab:
            head = [g.D(t, g.pick(["num", "wk", "abbr"])), " - ", g.doc(s, g.pick(["full", "first", "initials"])),
                    " (", method.lower(), "): "]
        n.add(head)
        if k == 0:
            n.add("Called ", ("PHONE", g.pick([land, mob])), " - no answer. ", "No message left per preference.")
        elif k == 1:
            n.add(rel.capitalize(), " ", g.pat(f, "first", "FAMILY"), " answered; pt in ", ("HOSPITAL", g.hospital()), " (",
                  ("HOSPITAL", g.ward()), ") after a fall. Call back after ", ("DATE", g.pick(["Easter", "Christmas", "the bank holiday"]).replace("the bank holiday", "New Year")), ".")
        elif k == 2:
            na = g.addr()
            n.add("Pt moved house. New address ", g.addr_pieces(na, oneline=True), ". LIMS updated by ", ("USERNAME", g.username(s)), ".")
        elif k == 3:
            n.add(prof(g, "Spoke to pt. Now working as"), g.pick([" at ", " for "]),
                  ("ORGANIZATION", g.pick(P.EMPLOYERS)), "; prefers email. New mobile ", ("PHONE", g.phone(mobile=True)), ".")
        elif k == 4:
            dd = g.wd(g.after(t, 5, 20))
            n.add("Invited to accelerometer sub-study. Booked ", g.D(dd, "wk"), " ", g.appt(), ", room ",
                  ("LOCATION_OTHER", g.room()), ", ", ("LOCATION_OTHER", g.pick(P.BUILDINGS)), ".")
            if g.chance(0.4):
                n.add(" Car park permit issued for reg ", ("VEHICLE", g.vehicle()), ".")
        elif k == 5:
            n.add("Device ", ("DEVICE", g.device("accel")), " fitted to non-dominant wrist; wear 7 days (24 h). ",
                  "Prepaid return envelope given.")
        elif k == 6:
            n.add("Device returned via ", ("ORGANIZATION", g.pick(P.COURIERS)), ", tracking ", ("IDNUM", g.ref("TRK")),
                  "; 6.8 days valid wear, download OK.")
        elif k == 7:
            gp = g.staff(role="GP", doctor=True)
            n.add("Annual newsletter returned 'not known at this address'. Checked with GP surgery (",
                  g.doc(gp, "dr_last"), ", ", ("HOSPITAL", g.practice()), ", ", ("PHONE", g.phone()), ") - address confirmed as above.")
        elif k == 8:
            n.add("Pt asked about results of ", g.pick(["cholesterol", "HbA1c", "genetic"]), " tests; explained research results ",
                  "not routinely fed back. ", g.pick(["Total cholesterol 6.2 mmol/L is for research only.", "Leaflet IF-02 sent."]))
        elif k == 9:
            n.add("Pt will be abroad in ", ("COUNTRY", g.pick(P.FOREIGN)), " from ", g.D(g.after(t, 7, 30), g.pick(["dmon", "num"])),
                  " until ", g.D(g.after(t, 40, 90), g.pick(["dmon", "num"])), "; pause questionnaires.")
        elif k == 10:
            n.add("Email sent to ", ("EMAIL", mail), " with follow-up questionnaire link ", ("URL", g.url("q/" + g.digits(6))), ".")
        else:
            n.add("Pt rang back on ", ("DATE", g.pick(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])),
                  " re appointment letter; confirmed fasting 10 h, bring medication list (",
                  g.pick(["ramipril 5 mg", "levothyroxine 100 mcg", "sertraline 50 mg", "apixaban 5 mg BD"]), ").")
        n.add("\n")
    n.blank()
    n.line("Log exported ", g.D(max(d, g.after(t, 1, 9)), "iso"), " by ", ("USERNAME", g.username(g.pick(staff))), " - contains personal data; do not e-mail externally.")
    return "contact_log"


def dac_minutes(ctx, n):
    g = ctx.g
    d = ctx.today
    chair = g.staff(role="Chair", doctor=True)
    members = [(chair, "Chair")]
    members.append((g.staff(role="Clinical member", doctor=True), "clinical member"))
    members.append((g.staff(role="Lay member"), "lay member"))
    members.append((g.staff(role="Ethicist"), "ethics"))
    members.append((ctx.manager, "Biobank Manager, secretary"))
    members.append((g.staff(role="Data Protection Officer"), "DPO"))
    apol = [g.staff() for _ in range(g.rint(1, 2))]
    n.line(g.pick(["DATA AND SAMPLE ACCESS COMMITTEE - MINUTES", "Access Committee: minutes of meeting",
                   "DAC MINUTES (CONFIDENTIAL)"]))
    n.line(("ORGANIZATION", ctx.bank))
    n.line("Meeting ", str(g.rint(12, 90)), " held on ", g.D(d, "wk"), ", ", "%d:00-%d:00" % (g.pick([10, 13, 14]), g.pick([15, 16, 17])),
           ", Room ", ("LOCATION_OTHER", g.room()), ", ", ("LOCATION_OTHER", g.pick(P.BUILDINGS)), " and by video link")
    n.blank()
    n.add("Present: ")
    for i, (m, r) in enumerate(members):
        if i:
            n.add("; ")
        n.add(g.doc(m, "dr_full" if m.dr else "full"), " (", r, ")")
    n.add("\nApologies: ")
    for i, m in enumerate(apol):
        if i:
            n.add(", ")
        n.add(g.doc(m, "full"))
    n.add("\n\n")
    n.line("1. Declarations of interest")
    cm = members[1][0]
    n.line("   ", g.doc(cm, "dr_last"), " declared a collaboration with the applicant group for item 4.2 and left the meeting for that item.")
    n.line("2. Minutes of the previous meeting (", g.D(g.before(d, 40, 100), g.pick(["text", "num"])), ") were approved.")
    n.line("3. Matters arising: action ", str(g.rint(10, 89)), ".", str(g.rint(1, 5)), " (update of lay summary template) complete.")
    n.line("4. Applications")
    for i in range(g.rint(2, 4)):
        foreign = g.chance(0.45)
        from phi import Gen
        other = g.pick([c for c in ["UK", "US", "CA", "AU", "IE"] if c != ctx.c]) if foreign else ctx.c
        g2 = Gen(g.r, other)
        app = g2.staff(doctor=True)
        commercial = g.chance(0.25)
        inst = g2.company() if commercial else g2.university()
        n.add("   4.%d " % (i + 1), ("IDNUM", g.ref("DAC", d)), " - ", g.doc(app, g.pick(["dr_full", "dr_last"])), ", ",
              ("ORGANIZATION", inst))
        if foreign:
            n.add(" (", ("COUNTRY", g.pick(P.COUNTRY_NAMES[other])), ")")
        n.add(": '", g.pick(PROJECTS), "'. Requests ", g.pick(DAC_DATASETS), " and ", str(g.rint(50, 4000)), " ",
              g.pick(SAMPLE_TYPES), " aliquots.\n")
        dec = g.rint(0, 3)
        if dec == 0:
            n.add("       Decision: APPROVED. Release after MTA signature.\n")
        elif dec == 1:
            n.add("       Decision: APPROVED WITH CONDITIONS - no attempt at re-identification; minimum cell count 10 in outputs; ",
                  "publication acknowledgement.\n")
        elif dec == 2:
            n.add("       Decision: DEFERRED. Committee asked for power calculation; lay member concerned that ",
                  "commercial use was not covered by consent v1.0 (", g.D(g.rdate(2010, 2013), "y"), " cohort).\n")
        else:
            n.add("       Decision: NOT APPROVED - scope overlaps existing release ", ("IDNUM", g.ref("REQ")), ".\n")
        if g.chance(0.3):
            n.add("       Applicant contact: ", ("EMAIL", g2.email(app)), "\n")
    n.line("5. Participant matters")
    p = g.person()
    inc = g.ref("INC", d)
    n.line("   A complaint was received from ", g.pat(p, g.pick(["title", "title_full", "first_init"])), " (", ("IDNUM", ctx.pid()), ") who received a ",
           "questionnaire reminder after withdrawing on ", g.D(g.before(d, 30, 200)), ". Investigated as ", ("IDNUM", inc),
           "; root cause was a mailing list extracted before the LIMS flag was set. Apology sent by ", g.doc(ctx.manager, "f_last"), ".")
    if g.chance(0.6):
        rel, f = g.family(g.pick(["daughter", "son", "wife", "husband"]))
        q = g.person()
        q.last = f.last
        n.line("   The ", rel, " of a deceased participant, ", g.pat(f, "title_full", "FAMILY"), ", asked whether ", g.pat(q, "first"),
               "'s samples could be used for research into ", g.pick(CONDITIONS).lower(), ". Consent covers use after death; reply agreed.")
    n.line("6. Incidental findings")
    n.line("   ", str(g.rint(1, 6)), " findings fed back since last meeting (", g.pick(["2 BRCA1/2", "1 LDLR", "1 AAA"]),
           "). One participant, ", ("IDNUM", ctx.pid()), ", could not be reached; letter sent to GP ",
           g.doc(g.staff(doctor=True), "dr_full"), " at ", ("HOSPITAL", g.practice()), ".")
    n.line("7. AOB: renewal of ", g.pick(["HTA licence", "ISO 20387 accreditation", "REC approval"]), " due ",
           g.D(g.after(d, 60, 300), "my"), ".")
    n.line("8. Next meeting: ", g.D(g.wd(g.after(d, 50, 100)), g.pick(["wk", "text"])), ".")
    n.blank()
    n.line("Minutes: ", g.doc(ctx.manager, "full"), "   Approved by chair: ", g.doc(chair, "dr_full"), ", ", g.D(g.after(d, 5, 20), "num"))
    return "dac_minutes"
