"""Genres: equipment loan log, outpatient attendance list, telerehab session log, RTW report."""
import pools as P
import phi as H
from common import (time_str, md_ref, signature, license_for, family, outcome_line,
                    assist_level, gait_aid, staff_ref)


# ------------------------------------------------------------------ equipment loans
def equipment_loan(rng, note, ctx):
    mode = rng.choice(["table", "table", "form", "log"])
    depot = rng.choice(["Rehab Equipment Depot", "Equipment Loan Cupboard", "Therapy Equipment Lending", "Assistive Device Loan Program"])
    staff = [ctx.staff(rng.choice(["PTA", "COTA", "OT", "PT"])) for _ in range(3)]
    if mode == "form":
        pt = ctx.patient(25, 96)
        item = rng.choice(P.EQUIPMENT)
        out = ctx.base
        note.t("EQUIPMENT LOAN AGREEMENT - " + depot + "\n").p("HOSPITAL", ctx.site).t("\n")
        note.t("Agreement #: ").p("IDNUM", H.idnum_str(rng, "LN-")).t("\n\n")
        note.t("Borrower: ").p("PATIENT", pt.p.fmt(rng.choice(["full", "LF", "fml"]))).t("    MRN: ").p("MRN", pt.mrn).t("\n")
        note.t("Address: ").s(pt.addr.segs(rng)).t("\n")
        note.t("Phone: ").p("PHONE", pt.phone).t("    Alt: ").p("PHONE", ctx.phone()).t("\n")
        if rng.random() < 0.5:
            note.t("Email: ").p("EMAIL", H.email_for(rng, pt.p)).t("\n")
        note.t("\nItem: " + item[0] + "   Model: " + rng.choice(P.EQUIP_MODELS) + "   Code: " + item[1] + "\n")
        note.t("Serial no.: ").p("DEVICE", H.serial_str(rng, item[2])).t("   Asset tag: ").p("DEVICE", H.asset_tag(rng)).t("\n")
        note.t("Condition out: " + rng.choice(["good, brakes checked", "new", "fair - scuffed frame, functional", "cleaned & tagged"]) + "\n")
        note.t("Date out: ").s(ctx.d(out)).t("    Due back: ").s(ctx.d(H.add_days(out, rng.choice([14, 28, 42, 90])))).t("\n")
        note.t("Deposit: $%d (%s), receipt " % (rng.choice([0, 25, 50, 100, 150]), rng.choice(["cash", "debit", "credit", "waived - financial hardship"])))
        note.p("ACCOUNT", H.acct_str(rng)).t("\n")
        if rng.random() < 0.6:
            rel, fam = family(rng, ctx, pt)
            note.t("Picked up by " + rel + " ").p("FAMILY", fam.fmt("full")).t("; ID checked: driver's licence ")
            note.p("LICENSE", H.dl_str(rng, ctx.country, ctx.rcode)).t("\n")
        note.t("Fitted/instructed by: ").s(staff_ref(rng, staff[0], "full_cred")).t("\n")
        note.t("Borrower agrees to return item clean and in working order. Lost or damaged items billed at replacement cost.\n")
        note.t("Borrower signature: [on file]   Witness: ").p("DOCTOR", staff[1].fmt("fi_last")).t("\n")
        return

    rows = []
    start = ctx.base
    n = rng.randint(6, 12)
    for i in range(n):
        pt = ctx.patient(25, 96)
        item = rng.choice(P.EQUIPMENT)
        out = H.add_days(start, i // 2)
        due = H.add_days(out, rng.choice([14, 28, 42]))
        ret = rng.random()
        if ret < 0.5:
            retc = [ctx.ds(H.add_days(due, rng.randint(-10, 3)), "md")]
        elif ret < 0.75:
            retc = ["-"]
        else:
            retc = ["OVERDUE"]
        rows.append([[("IDNUM", H.idnum_str(rng, rng.choice(["LN", "L-", ""])))], [ctx.ds(out, "md") if mode == "log" else ctx.d(out)],
                     [("PATIENT", pt.p.fmt("lf"))], [("MRN", pt.mrn)], item[0],
                     [("DEVICE", H.serial_str(rng, item[2]) if rng.random() < 0.7 else H.asset_tag(rng))],
                     [ctx.ds(due, "md")], retc, [("DOCTOR", rng.choice(staff).fmt("initc"))], [("PHONE", pt.phone)]])
    note.t(depot.upper() + " - LOAN LOG\n").p("HOSPITAL", ctx.site).t("  |  period ").s(ctx.d(start)).t(" to ").s(ctx.d(H.add_days(start, n // 2 + 1))).t("\n\n")
    if mode == "log":
        for r in rows:
            note.t("- ").s(r[1]).t(" OUT #").s(r[0]).t(" ").s(r[4]).t(", SN ").s(r[5]).t(" -> ").s(r[2]).t(" (").s(r[3]).t("), due ").s(r[6])
            note.t(", staff ").s(r[8]).t("; ret: ").s(r[7]).t("\n")
    else:
        header = ["Loan #", "Out", "Client", "MRN", "Item", "Serial/Asset", "Due", "Returned", "Staff", "Phone"]
        if rng.random() < 0.5:
            note.pipe_table(header, rows, pad=rng.random() < 0.5)
        else:
            note.delim_row(header)
            for r in rows:
                note.delim_row(r)
    note.t("\nFollow-up:\n")
    for _ in range(rng.randint(1, 3)):
        pt = ctx.patient(25, 96)
        note.t("* ").s(ctx.ds(ctx.day(rng.randint(10, 30)), rng.choice(["md", "mon_d"]))).t(" left VM for ").p("PATIENT", pt.p.fmt(rng.choice(["full", "fi_last"])))
        note.t(" at ").p("PHONE", ctx.phone()).t(" re overdue " + rng.choice(["walker", "wheelchair", "commode", "TENS unit", "tub bench"]) + " (")
        note.p("DEVICE", H.serial_str(rng)).t(").\n")
    if rng.random() < 0.5:
        note.t("* Hoyer sling sizes M/L restocked; 2 W/C cushions sent for cleaning (no patient assigned).\n")
    note.t("Log maintained by ").p("USERNAME", H.username_for(rng, staff[0])).t("\n")


# ------------------------------------------------------------------ outpatient attendance
def attendance(rng, note, ctx):
    clinic = rng.choice(P.CLINICS)
    day = ctx.base
    clin = {d: [ctx.staff(d) for _ in range(rng.randint(1, 3))] for d in ["PT", "OT", "SLP", "KIN"]}
    layout = rng.choice(["pipe", "aligned", "csv", "tsv"])
    palm = rng.random() < 0.5
    note.t(rng.choice(["OUTPATIENT THERAPY ATTENDANCE", "Daily Attendance - Outpatient Rehab", "Clinic Day Sheet"]) + "\n")
    note.p("HOSPITAL", clinic).t(" - ").s(ctx.d(day, rng.choice(["wd_full", None]))).t("\n")
    if palm:
        note.t("Check-in: palm-vein kiosk (ID shown) or front desk\n")
    note.t("\n")
    rows = []
    noshow = []
    for _ in range(rng.randint(8, 14)):
        pt = ctx.patient(16, 92)
        disc = rng.choice(["PT", "PT", "PT", "OT", "SLP", "KIN"])
        h = rng.randrange(8, 17)
        status = rng.choice(["Attended", "Attended", "Attended", "Attended", "No show", "Cancelled <24h", "Late (10 min)", "Cancelled - ill"])
        if status == "No show":
            noshow.append(pt)
        if palm and status.startswith(("Att", "Late")) and rng.random() < 0.7:
            chk = [("BIOID", H.bioid_str(rng, "palm"))]
        else:
            chk = [rng.choice(["desk", "kiosk", "-"])] if status.startswith(("Att", "Late")) else ["-"]
        pay = rng.randrange(5)
        if ctx.country == "US":
            if pay < 3:
                payer = [("ORGANIZATION", rng.choice(P.INSURERS))]
                pid = [("HEALTHPLAN", H.healthplan_str(rng, "US", ctx.rcode))]
            elif pay == 3:
                payer, pid = ["Medicare"], [("HEALTHPLAN", H.healthplan_str(rng, "US", ctx.rcode))]
            else:
                payer, pid = ["Work comp"], [("IDNUM", H.idnum_str(rng, "WC"))]
        else:
            if pay < 2:
                payer = [("ORGANIZATION", rng.choice(P.INSURERS))]
                pid = [("HEALTHPLAN", "P" + H.digits(rng, 7))]
            elif pay == 2:
                payer, pid = [rng.choice(["WSIB", "WorkSafeBC", "WCB"])], [("IDNUM", H.digits(rng, 8))]
            elif pay == 3:
                payer, pid = ["Hospital OP (" + rng.choice(["OHIP", "MSP", "AHCIP", "RAMQ"]) + ")"], [("HEALTHPLAN", ctx.hp())]
            else:
                payer, pid = ["Self-pay"], ["-"]
        rows.append((h, [time_str(rng, 0, h), [("PATIENT", pt.p.fmt(rng.choice(["lf", "LF", "full"])))], [ctx.d(pt.dob)], [("MRN", pt.mrn)],
                         disc, [("DOCTOR", rng.choice(clin[disc]).fmt(rng.choice(["lf1", "fi_last", "first"])))],
                         [("ACCOUNT", H.acct_str(rng))], payer, pid, chk, status]))
    rows.sort(key=lambda r: r[0])
    rows = [r[1] for r in rows]
    header = ["Time", "Client", "DOB", "Chart", "Disc", "Clinician", "Visit #", "Payer", "Policy/Claim", "Check-in", "Status"]
    if layout in ("csv", "tsv"):
        dl = "," if layout == "csv" else "\t"
        note.delim_row(header, dl)
        for r in rows:
            note.delim_row(r, dl)
    elif layout == "pipe":
        note.pipe_table(header, rows)
    else:
        note.aligned_table(header, rows)
    note.t("\nTotals: %d booked, %d attended, %d no-show\n" % (len(rows), len(rows) - len(noshow), len(noshow)))
    for pt in noshow:
        note.t("No-show f/u: called ").p("PATIENT", pt.p.fmt("fi_last")).t(" at ").p("PHONE", pt.phone)
        note.t(rng.choice([" - no answer, VM left", " - rebooked ", " - forgot, rebooked "]))
        if note.buf[-1].endswith("rebooked "):
            note.s(ctx.ds(ctx.day(rng.randint(1, 8)), "wd_md"))
        note.t("\n")
    desk = ctx.staff("CLERK")
    note.t("Front desk: ").p("DOCTOR", desk.fmt(rng.choice(["full", "first"]))).t("   printed by ").p("USERNAME", H.username_for(rng, desk))
    note.t("   clinic line ").p("PHONE", ctx.phone()).t("\n")


# ------------------------------------------------------------------ telerehab
def telerehab(rng, note, ctx):
    pt = ctx.patient(18, 93)
    disc = rng.choice(["PT", "OT", "SLP"])
    cl = ctx.staff(disc)
    dd = ctx.base
    h = rng.randrange(8, 16)
    note.t(rng.choice(["VIRTUAL CARE SESSION LOG", "Telerehabilitation Visit Record", "TELEREHAB - VIDEO VISIT NOTE"]) + "\n")
    sid = H.idnum_str(rng, rng.choice(["VC-", "TR-", "SESS-"]))
    fields = [
        ("Session ID", [("IDNUM", sid)]),
        ("Date", [ctx.d(dd)]),
        ("Scheduled", [time_str(rng, 0, h, 0) + "-" + time_str(rng, 0, h + 1, 0)]),
        ("Discipline", [disc]),
        ("Clinician", [("DOCTOR", cl.fmt("full")), ", " + cl.cred]),
        ("Clinician site", [("HOSPITAL", ctx.site)]),
        ("Patient", [("PATIENT", pt.p.fmt(rng.choice(["full", "LF", "fml"])))]),
        ("DOB / MRN", [ctx.d(pt.dob), " / ", ("MRN", pt.mrn)]),
        ("Portal user", [("USERNAME", H.username_for(rng, pt.p))]),
        ("Video link", [("URL", H.url_str(rng, "video"))]),
        ("Patient location", pt.addr.segs(rng, rng.choice(["line", "no_zip", "city_prov"]))),
        ("Callback #", [("PHONE", pt.phone)]),
    ]
    if rng.random() < 0.7:
        rel, fam = family(rng, ctx, pt)
        fields.append(("Emergency contact", [rel + " ", ("FAMILY", fam.fmt("full")), " ", ("PHONE", ctx.phone())]))
    else:
        rel, fam = None, None
    if rng.random() < 0.6:
        if rng.random() < 0.7:
            fields.append(("Identity check", ["name + DOB; voiceprint match ", ("BIOID", H.bioid_str(rng, "voice"))]))
        else:
            fields.append(("Identity check", ["name + DOB; face-match template ", ("BIOID", H.bioid_str(rng, "generic"))]))
    else:
        fields.append(("Identity check", ["name + DOB verbally confirmed; photo ID shown"]))
    fields.append(("Consent", ["verbal consent for virtual care documented ", ctx.d(H.add_days(dd, -rng.randint(0, 30)))]))
    if rng.random() < 0.5:
        fields.append(("Remote monitoring", [rng.choice(["wearable activity sensor", "BP cuff", "pulse oximeter", "smart scale"]) + " SN ",
                                             ("DEVICE", H.serial_str(rng, "RM"))]))
    if rng.random() < 0.5:
        w = max(len(k) for k, _ in fields) + 1
        for k, v in fields:
            note.t((k + ":").ljust(w) + " ").s(v).t("\n")
    else:
        for k, v in fields:
            note.t(k + ": ").s(v).t("\n")
    note.t("\nCONNECTION LOG\n")
    ip1, ip2 = H.ip_str(rng), H.ip_str(rng)
    m = rng.randint(0, 6)
    events = [("clinician joined from ", ip2), ("patient joined from ", ip1)]
    note.t(time_str(rng, 0, h, m) + "  ").t(events[0][0]).p("IPADDR", events[0][1]).t("\n")
    note.t(time_str(rng, 0, h, m + 2) + "  ").t(events[1][0]).p("IPADDR", events[1][1]).t(" (" + rng.choice(["tablet", "laptop", "phone", "desktop"]) + ")\n")
    if rng.random() < 0.5:
        note.t(time_str(rng, 0, h, m + 17) + "  audio dropped; reconnected from ").p("IPADDR", H.ip_str(rng)).t("\n")
    dur = rng.randint(30, 50)
    note.t(time_str(rng, 0, h, m + 2 + dur) + "  session ended (%d min)\n" % dur)
    note.t("\nSESSION\n")
    if disc == "PT":
        note.t("Home exercise review: sit-to-stand x10, heel raises 2x15, tandem stance 3x30 s with counter support. " + outcome_line(rng) + " (modified for video).\n")
        note.t("Camera set-up by " + (rel if rel else "pt") + "; chair with arms, clear floor space confirmed.\n")
    elif disc == "OT":
        note.t("Observed meal prep via tablet camera: " + rng.choice(["safe sequencing", "needed cues to turn off stove", "good use of reacher"]) + ". Energy conservation reviewed. Bathroom set-up viewed - grab bar installed.\n")
    else:
        note.t("Voice/speech tx: " + rng.choice(["LSVT LOUD day %d of 16, mean 78 dB at 30 cm" % rng.randint(1, 16), "naming drills 42/60", "dysphagia HEP reviewed; effortful swallow x10"]) + ".\n")
    if rel and rng.random() < 0.5:
        note.p("FAMILY", fam.fmt("first")).t(" assisted with positioning and asked about " + rng.choice(["returning to church", "driving", "respite care", "pool program"]) + ".\n")
    note.t("Plan: next video visit ").s(ctx.ds(ctx.day(rng.randint(3, 10)), rng.choice(["wd_md", "wd_mon_d", "wdl_md"]))).t(" " + time_str(rng, 2) + "; ")
    note.t("HEP updated at ").p("URL", H.url_str(rng, "hep")).t(".\n")
    if rng.random() < 0.4:
        note.t("Tech issues? Virtual care help desk ").p("PHONE", ctx.phone(ext=True)).t(" or ").p("EMAIL", "virtualcare@" + rng.choice(["example.org", "example.com"])).t("\n")
    lab, val = license_for(rng, ctx, cl)
    note.s(signature(rng, ctx, cl, d=dd, lic=val if rng.random() < 0.5 else None, lic_label=lab, hour=h + 1)).t("\n")


# ------------------------------------------------------------------ return to work
def rtw_report(rng, note, ctx):
    pt = ctx.patient(19, 66)
    cl = ctx.staff(rng.choice(["PT", "OT", "KIN"]))
    dd = ctx.base
    doi = H.add_days(dd, -rng.randint(20, 300))
    employer = rng.choice(P.EMPLOYERS)
    sup = ctx.person()
    adj = ctx.person()
    board = rng.choice(["WSIB", "WorkSafeBC", "WCB"]) if ctx.country == "CA" else None
    note.t(rng.choice(["FUNCTIONAL ABILITIES & RETURN-TO-WORK PROGRESS REPORT", "Work Rehabilitation Progress Report",
                       "RTW / WORK CONDITIONING REPORT"]) + "\n")
    note.t("Provider: ").p("HOSPITAL", rng.choice(P.CLINICS)).t("  Ph ").p("PHONE", ctx.phone()).t("  Fax ").p("FAX", ctx.phone()).t("\n")
    note.t("To: ")
    if board:
        note.t(board + " case manager ")
    else:
        note.p("ORGANIZATION", rng.choice(P.INSURERS)).t(" - adjuster ")
    note.p("FAMILY", adj.fmt("full")).t(", fax ").p("FAX", ctx.phone())
    if rng.random() < 0.5:
        note.t(", ").p("EMAIL", H.email_for(rng, adj))
    note.t("\n\n")
    rows = [("Worker", [("PATIENT", pt.p.fmt(rng.choice(["LF", "full", "lf"])))]),
            ("DOB", [ctx.d(pt.dob)]),
            ("SIN" if ctx.country == "CA" else "SSN", [("SSN", H.ssn_str(rng, ctx.country))]),
            ("Claim #", [("IDNUM", H.idnum_str(rng, "") if rng.random() < 0.5 else H.digits(rng, 8))]),
            ("Date of injury", [ctx.d(doi)]),
            ("Employer", [("ORGANIZATION", employer)]),
            ("Employer address", H.Address(rng, ctx.country, ctx.region).segs(rng, "line")),
            ("Job title", [("PROFESSION", pt.prof)]),
            ("Supervisor", [("FAMILY", sup.fmt(rng.choice(["full", "fi_last"]))), " ", ("PHONE", ctx.phone(ext=rng.random() < 0.5))]),
            ("Reporting period", [ctx.d(H.add_days(dd, -28)), " - ", ctx.d(dd)])]
    if rng.random() < 0.5:
        for k, v in rows:
            note.t(k + ": ").s(v).t("\n")
    else:
        note.pipe_table(["Field", "Detail"], [[k, v] for k, v in rows])
    note.t("\nInjury: " + rng.choice(["L shoulder strain (lifting)", "lumbar strain", "R wrist fracture s/p ORIF", "crush injury L hand",
                                       "R ankle fracture", "cervical strain (MVC in company vehicle)"]) + ". Mechanism per worker: " +
           rng.choice(["lifting a 25 kg box", "fall from ladder (6 ft)", "slipped on ice in the yard", "repetitive overhead work"]) + ".\n")
    att = rng.randint(6, 12)
    note.t("Attendance: %d of %d scheduled visits (" % (att, att + rng.randint(0, 2)))
    note.s(ctx.ds(H.add_days(dd, -28), "md")).t("-").s(ctx.ds(dd, "md")).t("); work conditioning 3 h/day, 4 days/wk.\n\n")
    note.t("Functional testing (" + rng.choice(["FCE", "partial FCE", "job-specific circuit"]) + "):\n")
    tests = [["Floor-to-waist lift", "%d kg" % rng.randint(5, 30), "%d kg" % rng.choice([20, 23, 25, 30])],
             ["Waist-to-shoulder lift", "%d kg" % rng.randint(3, 18), "%d kg" % rng.choice([10, 15, 18])],
             ["Carry (15 m)", "%d kg" % rng.randint(5, 30), "%d kg" % rng.choice([20, 25])],
             ["Sustained standing", "%d min" % rng.randint(15, 120), "%d min" % rng.choice([60, 120, 240])],
             ["Grip R/L (Jamar pos 2)", "%d/%d kg" % (rng.randint(15, 50), rng.randint(15, 50)), "-"],
             ["Pain (NPRS) post-test", "%d/10" % rng.randint(1, 8), "-"]]
    note.aligned_table(["Task", "Current", "Job demand"], tests)
    status = rng.choice(["modified duties with restrictions", "not fit for any work this period", "fit for regular duties",
                         "graduated RTW in progress", "modified duties with restrictions"])
    note.t("\nWork status: " + status + ".\n")
    if status == "fit for regular duties":
        note.t("Restrictions: none; continue HEP 3x/wk.\n")
    else:
        note.t("Restrictions: no lifting >%d kg, no repetitive overhead work, %d-min break q2h.\n" % (rng.randint(5, 20), rng.choice([5, 10, 15])))
    start = H.add_days(dd, rng.randint(3, 14))
    note.t("Proposed RTW plan: 4 h/day x 2 wks starting ").s(ctx.d(start)).t(", then 6 h/day x 2 wks, full duties by ")
    note.s(ctx.ds(H.add_days(start, 28), rng.choice(["md", "mon_d"]))).t(".\n")
    note.t("Discussed with supervisor ").p("FAMILY", sup.fmt("last" if rng.random() < 0.5 else "full")).t(" on ").s(ctx.ds(H.add_days(dd, -2), rng.choice(["md", "wd_md"])))
    note.t("; employer able to accommodate at ").p("ORGANIZATION", employer).t(".\n")
    if rng.random() < 0.5:
        fp = ctx.staff("MD")
        note.t("Treating physician: ").s(md_ref(rng, fp, [0, 2, 3])).t(", ").p("HOSPITAL", rng.choice(P.FAMILY_PRACTICES)).t("\n")
    lab, val = license_for(rng, ctx, cl)
    note.t("\n").s(signature(rng, ctx, cl, d=dd, lic=val, lic_label=lab)).t("\n")
