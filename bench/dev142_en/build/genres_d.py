"""Critical-result call logs and PACS / LIS audit logs."""
import datetime as dt

import pools as P
import neg
from phi import (R, ch, pr, Person, D, clock, phone, pager, internal_ext, email, ip, username, accession, digits,
                 letters, mrn, bioid, fdate, device_sn)
from blocks import Ctx, Staff, letterhead

CRIT = {"Chemistry": [("K", "mmol/L", ["6.9", "7.2", "2.4", "2.6", "6.6"]), ("Na", "mmol/L", ["118", "119", "162", "121"]),
                      ("Glucose", "mmol/L", ["1.8", "2.1", "32.4", "28.9"]), ("Troponin I", "ng/L", ["2140", "880", "5320"]),
                      ("Lactate", "mmol/L", ["6.1", "8.4"]), ("Ca (corr)", "mmol/L", ["3.62", "1.58"])],
        "Haematology": [("Hb", "g/L", ["54", "61", "58"]), ("PLT", "x10^9/L", ["9", "14", "1120"]),
                        ("Neut", "x10^9/L", ["0.1", "0.2"]), ("WBC", "x10^9/L", ["0.6", "84.2"])],
        "Coagulation": [("INR", "", ["7.8", "9.1", "6.4"]), ("APTT", "s", [">180", "142"]), ("Fibrinogen", "g/L", ["0.6", "0.8"])],
        "Microbiology": [("Blood culture", "", ["GPC in clusters, set 1/2", "GNR, 2/2 sets", "yeasts seen"]),
                         ("CSF Gram", "", ["Gram-negative diplococci", "Gram-positive diplococci"]),
                         ("Malaria RDT", "", ["P. falciparum POSITIVE"])]}
RAD_CRIT = [("Tension pneumothorax", "CXR", "XR"), ("Acute SDH with 8 mm midline shift", "CT head", "CT"),
            ("Saddle PE with RV strain", "CTPA", "CT"), ("Free intraperitoneal gas", "CT A/P", "CT"),
            ("Malpositioned NG tube in right main bronchus", "CXR", "XR"), ("Ruptured AAA", "CTA", "CT"),
            ("Acute basilar thrombosis", "CTA", "CT"), ("Cord compression at T8", "MRI", "MR"),
            ("Ectopic pregnancy with haemoperitoneum", "US", "US"), ("Testicular torsion", "US", "US")]


def gen_calllog(d, cx):
    rad = pr(.35)
    site = cx.site
    if pr(.5):
        letterhead(d, cx, "Medical Imaging" if rad else ch(["Core Laboratory", "Blood Sciences", "Clinical Laboratory"]))
    day = cx.report
    d.t(ch(["CRITICAL RESULT NOTIFICATION LOG\n", "Critical Values Call Log\n", "CRITICAL / URGENT RESULT COMMUNICATION RECORD\n"]))
    sh = ch(["Day", "Evening", "Night", "Weekend"])
    logger = Staff(cx.c, "sci")
    logger.user = username(logger)
    sect = "Radiology" if rad else ch(list(CRIT))
    d.f("{S}: {D}   Shift: {H}   Section: {X}\n", S=ch(["Date", "Log date", "Shift date"]), D=D(day, cx.c, ch(["wd", None, None])),
        H=sh, X=sect)
    d.f("Compiled by: {N} (user {U})\n\n", N=("DOCTOR", logger.full()), U=("USERNAME", logger.user))
    n = R.randint(3, 7)
    tmin = {"Day": 8, "Evening": 15, "Night": 22, "Weekend": 9}[sh] * 60 + R.randint(0, 40)
    for i in range(n):
        p = Ctx(cx.c) if i else cx
        fnd, mod, pfx = ch(RAD_CRIT)
        if fnd.startswith("Ectopic"):
            p.fix("F", 18, 44)
        elif fnd.startswith("Testicular"):
            p.fix("M", 12, 35)
        callee = Staff(cx.c, ch(["doc", "nurse"]))
        tmin += R.randint(5, 95)
        hh, mm = (tmin // 60) % 24, tmin % 60
        k = R.random()
        d.f("#{I}  {T}  ", I=i + 1, T=clock(hh, mm))
        d.f("{N}  {L} {M}  DOB {B}  ", N=p.ptname(ch(["LF", "lf"])), L=p.mrn_label(), M=("MRN", p.mrn), B=p.dob_piece())
        if k >= .8:
            d.t("Loc: " + ch(["OPD", "GP request", "outpatient clinic", "community"]))
        else:
            d.f("Loc: {W}", W=("HOSPITAL", p.ward))
            if pr(.4):
                d.f(" bed {B}", B=("LOCATION_OTHER", p.room))
        d.t("\n")
        if rad:
            d.f("    Finding: {F} ({E}, acc {A})\n", F=fnd, E=mod, A=("IDNUM", accession(pfx, day.year)))
        else:
            test, unit, vals = ch(CRIT[sect])
            d.f("    {X} {V} {U} (lab no {A})", X=test, V=ch(vals), U=unit, A=("IDNUM", accession(ch(["B", "H", "C", "M"]), day.year)))
            if pr(.3):
                d.t(f"  prev {R.choice(vals)} on ")
                d.p("DATE", fdate(day - dt.timedelta(days=R.randint(1, 6)), cx.c, ch(["short", "daymon"])))
            d.t("\n")
        t1 = tmin + R.randint(2, 25)
        if k < .55:
            d.f("    Called to {N}{C} on {P} at {T}; read-back confirmed: {Y}.\n", N=("DOCTOR", callee.full()),
                C=(", " + callee.cred) if callee.cred else "", P=ch([["pager ", ("PHONE", pager(cx.c))], ["ext ", ("PHONE", internal_ext(cx.c))], ("PHONE", phone(cx.c))]),
                T=clock((t1 // 60) % 24, t1 % 60), Y=ch(["Y", "yes", "Yes"]))
        elif k < .8:
            esc = Staff(cx.c, "doc")
            t2 = t1 + R.randint(15, 40)
            d.f("    No answer on pager {P} ({N}) x2 at {T}; escalated to {E} at {T2} - accepted.\n",
                P=("PHONE", pager(cx.c)), N=("DOCTOR", callee.initf()), T=clock((t1 // 60) % 24, t1 % 60), E=esc.dr(),
                T2=clock((t2 // 60) % 24, t2 % 60))
        else:
            rel = ch(["Wife", "Husband", "Daughter", "Son", "Partner", "Mother"])
            fam = Person("F" if rel in ("Wife", "Daughter", "Mother") else "M" if rel in ("Husband", "Son") else None)
            d.f("    GP {N} ({H}) phoned on {P}; surgery closed. Patient contacted directly on {Q}; "
                "advised to attend ED. {R} {F} answered.\n", N=("DOCTOR", Person().full()), H=("HOSPITAL", p.site2.name),
                P=("PHONE", phone(cx.c, "land")), Q=("PHONE", p.phone), R=rel, F=("FAMILY", fam.first))
        tmin = t1
        if pr(.2):
            d.t("    " + ch(["Will recheck in 2 h.", "May need repeat sample - haemolysis index 2.", "Mark as reviewed once actioned.",
                             "Frank bleeding per ward; MET call placed.", "Little change from previous result."]) + "\n")
        d.f("    Caller: {C}\n", C=("USERNAME", logger.user) if pr(.5) else ("DOCTOR", logger.initf()))
    d.t("\n" + ch(["All calls within 30 min target.", "1 call outside target (delay: switchboard).",
                   "Reviewed at handover.", "Non-compliance reported via incident system."]))
    if pr(.5):
        d.f(" Incident ref {R}.", R=("IDNUM", "INC" + digits(6)))
    d.t("\n")
    if pr(.5):
        d.f("Reviewed: {N}, {T}, {D}\n", N=("DOCTOR", Person().full()),
            T=ch(["Duty Radiologist", "Clinical Director, Imaging"]) if rad else ch(["Lab Manager", "Section Lead"]),
            D=D(day + dt.timedelta(days=1), cx.c))


PACS_ACT = ["VIEW", "VIEW", "VIEW", "OPEN_STUDY", "REPORT_SIGN", "EXPORT_CD", "PRINT", "MERGE", "EDIT_DEMOGRAPHICS",
            "DELETE_SERIES", "SEND_DICOM", "QUERY", "BREAK_GLASS", "ANNOTATE", "DOWNLOAD_JPEG"]
LIS_ACT = ["RESULT_ENTER", "RESULT_VERIFY", "RESULT_AMEND", "SPECIMEN_RELABEL", "CANCEL_TEST", "ADD_ON", "VIEW",
           "PRINT_REPORT", "CUMULATIVE_VIEW", "RELEASE_HOLD", "QC_OVERRIDE", "PHONE_LOG"]


def gen_audit(d, cx):
    lis = pr(.45)
    sys = ch(["LIS", "Lab IS", "WinPath-style LIS", "LIMS"]) if lis else ch(["PACS", "RIS/PACS", "Enterprise PACS", "VNA"])
    d.t(ch([f"{sys} AUDIT TRAIL EXPORT\n", f"{sys} access audit - privacy review\n", f"Audit log extract ({sys})\n"]))
    req = Staff(cx.c, "doc")
    d.f("Requested by: {N} ({T}) on {D}   Ticket: {K}\n", N=("DOCTOR", req.full()), T=ch(["Privacy Officer", "Information Governance",
        "Caldicott Guardian office", "HIM", "Compliance"]), D=cx.d(R.randint(1, 30)), K=("IDNUM", "PRV-" + digits(6)))
    d.f("Subject: {N}  {L} {M}  DOB {B}\n", N=cx.ptname(ch(["LF", "full"])), L=cx.mrn_label(), M=("MRN", cx.mrn), B=cx.dob_piece("iso"))
    back = R.randint(5, 25)
    d.f("Range: {A} to {B}\n\n", A=cx.d(-back - 1, "iso"), B=cx.d(0, "iso"))
    users = []
    for _ in range(R.randint(2, 5)):
        s = Staff(cx.c, ch(["rad", "doc", "nurse", "sci"]))
        s.user = username(s)
        s.ip = ip()
        s.bio = bioid()
        users.append(s)
    dicom = f"{cx.pt.last.upper()}^{cx.pt.first.upper()}" + (f"^{cx.pt.mid}" if cx.pt.mid else "")
    style = R.randint(0, 2)
    dstyle = ch(["compact", "iso"])
    if style == 0:
        d.t("timestamp           | user         | ip              | action            | object\n")
    n = R.randint(6, 14)
    t = cx.report - dt.timedelta(days=back)
    hh, mm = R.randint(0, 8), R.randint(0, 59)
    accs = [accession(ch(["CT", "MR", "US", "XR"]) if not lis else ch(["B", "H", "M", "S"]), t.year) for _ in range(R.randint(1, 3))]
    for i in range(n):
        step = ch([0, 0, 0, 1, 2]) if t < cx.report else 0
        t = t + dt.timedelta(days=step)
        if step:
            hh, mm = R.randint(0, 8), R.randint(0, 59)
        else:
            mm += R.randint(1, 170)
            hh, mm = min(23, hh + mm // 60), mm % 60
        u = ch(users)
        act = ch(LIS_ACT if lis else PACS_ACT)
        ts = fdate(t, cx.c, "iso" if style != 2 else dstyle)
        tm = clock(hh, mm, sec=True)
        if style == 0:
            d.p("DATE", ts)
            d.f(" {T} | ", T=tm)
            d.p("USERNAME", u.user)
            d.t(" " * max(1, 12 - len(u.user)) + " | ")
            d.p("IPADDR", u.ip)
            d.t(" " * max(1, 15 - len(u.ip)) + f" | {act:<17} | ")
        elif style == 1:
            d.f("[{D}T{T}Z] event={A} user={U} src={I} ", D=("DATE", ts), T=tm, A=act, U=("USERNAME", u.user), I=("IPADDR", u.ip))
        else:
            d.f("{D} {T} {U}@{I} {A} ", D=("DATE", ts), T=tm, U=("USERNAME", u.user), I=("IPADDR", u.ip), A=act)
        a = ch(accs)
        if lis:
            d.f("specimen={A} test={X}", A=("IDNUM", a), X=ch(["U&E", "FBC", "LFT", "CRP", "TROP", "BCUL", "HBA1C", "COAG"]))
        else:
            d.f("study={A} pt={P}", A=("IDNUM", a), P=("PATIENT", dicom))
        if act == "BREAK_GLASS":
            d.f(" reason=\"{W}\"", W=ch(["emergency care", "covering colleague", "MDT prep"]))
        elif act in ("EXPORT_CD", "SEND_DICOM"):
            if pr(.5):
                d.f(" dest={H}", H=("HOSPITAL", cx.site2.name))
            else:
                d.f(" dest={I}:104", I=("IPADDR", ip()))
        elif act == "EDIT_DEMOGRAPHICS":
            if pr(.5):
                wrong = dicom[:-1] + ch("AEIOUNR") if dicom[-1] != "A" else dicom[:-1] + "E"
                d.f(" field=name old=\"{O}\" new=\"{N}\"", O=("PATIENT", wrong), N=("PATIENT", dicom))
            else:
                d.f(" field=DOB old={O} new={N}", O=D(cx.dob - dt.timedelta(days=R.randint(1, 400)), cx.c, "compact"),
                    N=D(cx.dob, cx.c, "compact"))
        elif act == "RESULT_AMEND":
            d.t(f" old=\"{ch(['4.1', 'K 6.8 (haemolysed)', '135', 'POS'])}\" new=\"{ch(['5.3', 'comment added', 'K 4.4', 'NEG'])}\"")
        elif act == "SPECIMEN_RELABEL":
            d.f(" old_mrn={O} new_mrn={N}", O=("MRN", mrn(cx.c)), N=("MRN", cx.mrn))
        elif act == "PRINT":
            d.t(" printer=" + ch(["default", "local", "ward"]))
        if pr(.12):
            d.f(" auth=biometric tmpl={B}", B=("BIOID", u.bio))
        d.t("\n")
    d.t("\nSummary:\n")
    for u in users:
        d.f("- {U}: {N}, {R}; workstation IP {I}", U=("USERNAME", u.user), N=("DOCTOR", u.full()), R=ch(["radiologist",
            "ward nurse", "scientist", "registrar", "clerk", "radiographer", "ED physician"]), I=("IPADDR", u.ip))
        d.t(ch([" - legitimate relationship (treating team).\n", " - no documented care relationship; referred for review.\n",
                " - access during rostered shift.\n"]))
    if pr(.4):
        r = ch(["mother", "neighbour", "ex-partner", "sister", "brother", "father"])
        f = Person("F" if r in ("mother", "sister") else "M" if r in ("brother", "father") else None)
        d.f("Complainant: the patient's {R} {N} reported that details were discussed outside work; "
            "one accessing user is related to the patient.\n", R=r, N=("FAMILY", f.full()))
    if pr(.5):
        d.f("Contact for queries: {E} / {P}\n", E=("EMAIL", email(dept=ch(["privacy", "ig.team", "audit", "him.office"]))),
            P=("PHONE", phone(cx.c, "land")))
