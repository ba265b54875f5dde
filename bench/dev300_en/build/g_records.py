"""Record-like genres: DOT record, missed-dose follow-up log, video DOT
enrolment and consent form."""
import clin
import core
from g_common import pt_title, dr_title, pt_ref, pt_full, staff_sig, staff_ref, pt_id_block

METHODS = ["In person", "Home", "Clinic", "VOT", "Video", "Workplace", "Pharmacy"]
DOT_COMMENTS = ["", "", "", "", "nil", "nil", "no SE", "took with food", "c/o nausea - took after toast",
                "urine orange, reassured", "B6 given", "tolerated well", "late - dose at 17:30", "asked re weight",
                "weight %.1f kg", "pill count ok", "cough improving", "itchy, no rash", "SpO2 97%", "video clear",
                "clip blurred, confirmed by call", "missed - pt at work", "declined today - unwell, GP informed"]


def _obs_initials(ctx, staff):
    return [s.name(ctx.ch(["initials_nd", "initials_nd", "initials3"])) for s in staff]


def dot_record(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=16, amax=85)
    if ctx.p(0.7):
        svc, svc_t = ctx.tbclinic(), "HOSPITAL"
    else:
        svc, svc_t = ctx.phorg(), "ORGANIZATION"
    staff = [ctx.staff(ctx.ch(["TB Nurse", "DOT Worker", "Community Health Worker", "Outreach Worker"])) for _ in range(r.randint(2, 3))]
    inits = _obs_initials(ctx, staff)
    title = ctx.ch(["DIRECTLY OBSERVED THERAPY (DOT) RECORD", "DOT Administration Record", "Treatment Observation Chart",
                    "DOT / VOT LOG"])
    doc.line((svc, svc_t), " - ", title)
    doc.add("\n")
    style = ctx.ch(["kv", "inline"])
    if style == "kv":
        pt_id_block(doc, ctx, pt, ctx.address() if ctx.p(0.5) else None, hp=ctx.p(0.6))
    else:
        doc.add("Pt: ", pt_full(ctx, pt), "   DOB ", ctx.D(pt.dob), "   ", ctx.ch(["MRN ", "ID ", "Hosp no. "]), (ctx.mrn(), "MRN"), "\n")
    wt = clin.weight(r)
    doc.add("Regimen: ", clin.regimen(r, c, wt), "\n")
    freq = ctx.ch(["5x weekly (Mon-Fri)", "3x weekly (Mon/Wed/Fri)", "daily", "5x weekly"])
    doc.add("Frequency: ", freq, "    Weight: %.1f kg" % wt, "\n")
    loc = r.random()
    doc.add("DOT location: ")
    if loc < 0.3:
        doc.add("home - ", (ctx.street(), "STREET"))
    elif loc < 0.45:
        doc.add("workplace - ", (ctx.employer(), "ORGANIZATION"), ", staff room")
    elif loc < 0.6:
        doc.add((ctx.pharmacy(), "HOSPITAL"), " (community pharmacy DOT)")
    elif loc < 0.75:
        doc.add("hostel - ", (ctx.shelter(), "ORGANIZATION"), ", room ", (str(r.randint(1, 60)), "LOCATION_OTHER"))
    else:
        doc.add("clinic / VOT")
    doc.add("\nCase manager: ", (staff[0].name(ctx.ch(["full", "init_last"])), "DOCTOR"), "  Tel: ",
            (ctx.phone("land", ext=ctx.p(0.3)), "PHONE"), "\n")
    start = ctx.before(ctx.ref, 10, 120)
    doc.add("Treatment start: ", ctx.D(start), "    Period: ", ctx.D(ctx.ref, ctx.ch(["month_y", "mon_y"])), "\n\n")
    if "3x" in freq:
        days = [d for d in core.weekdays_from(ctx.before(ctx.ref, 20, 30), 40) if d.weekday() in (0, 2, 4)][:r.randint(9, 13)]
    else:
        days = core.weekdays_from(ctx.before(ctx.ref, 20, 30), r.randint(12, 20), skip_weekend="5x" in freq)
    sstyle = ctx.ch(["wd_dm0", "wd_dm", "dm0", "wd_d_mon"]) if ctx.df else ctx.ch(["wd_md", "md", "mon_d"])
    if c == "CA" and ctx.p(0.5):
        sstyle = "iso"
    sep = ctx.ch([" | ", "  ", "\t"])
    hdr = ["Date", "Time", "Dose", "Obs", "Method", "Comments"]
    doc.add(sep.join(hdr), "\n")
    hol, hol_i = None, -1
    if ctx.p(0.5):
        for j, dd in enumerate(days):
            h = ctx.holiday_for(dd)
            if h:
                hol, hol_i = h, j
                break
    missed = 0
    for i, d in enumerate(days):
        doc.add(ctx.D(d, sstyle), sep)
        if i == hol_i:
            doc.add("--", sep, "SAT", sep, "--", sep, "-", sep, (hol, "DATE"), " - self-administered, pack checked\n")
            continue
        com = ctx.ch(DOT_COMMENTS)
        if com.startswith("missed") or com.startswith("declined"):
            missed += 1
            doc.add("--", sep, "not taken", sep, (ctx.ch(inits), "DOCTOR"), sep, "-", sep, com, "\n")
            continue
        if "%" in com and "SpO2" not in com:
            com = com % (wt + r.uniform(-1.5, 2.0))
        meth = ctx.ch(METHODS)
        doc.add(clin.time(r, ctx.ch(["colon", "h"])), sep, ctx.ch(["all", "given", "HRZE", "Y", "taken"]), sep,
                (ctx.ch(inits), "DOCTOR"), sep, meth, sep, com)
        if ctx.p(0.07):
            fam = ctx.relative(pt, amin=14, amax=70)
            doc.add("; " if com else "", ctx.ch(["son", "daughter", "wife", "husband", "brother"]), " ", (fam.name("first"), "FAMILY"),
                    " present")
        doc.add("\n")
    doc.add("\nDoses observed this period: %d/%d" % (len(days) - missed - (1 if hol else 0), len(days)), "\n")
    doc.add("Key: ")
    for i, s in enumerate(staff):
        doc.add("; " if i else "", (inits[i], "DOCTOR"), " = ", (s.name(ctx.ch(["full", "init_last"])), "DOCTOR"), " (", s.role, ")")
    doc.add("\n")
    if ctx.p(0.4):
        bk = ctx.ch(["fingerprint", "palm", "face"])
        doc.add("Attendance verified by ", {"fingerprint": "fingerprint scan", "palm": "palm-vein scan", "face": "facial match"}[bk],
                " - biometric ID ", (ctx.bioid(bk), "BIOID"), "\n")
    if ctx.p(0.35):
        doc.add("VOT app account: ", (ctx.username(pt), "USERNAME"), "; device SN ", (ctx.device(), "DEVICE"), "\n")
    doc.add("Reviewed by ", (staff[0].name("full"), "DOCTOR"), " on ", ctx.D(ctx.ref))
    if ctx.p(0.5):
        doc.add("; next LFTs ", ctx.D(ctx.after(ctx.ref, 7, 28), ctx.short_style()))
    doc.add("\n")


def missed_dose_log(ctx, doc):
    r, c = ctx.r, ctx.c
    pt = ctx.person(amin=17, amax=75)
    svc = ctx.tbclinic()
    nurse = ctx.staff(ctx.ch(["TB Nurse", "TB Case Manager", "Public Health Nurse"]))
    worker = ctx.staff(ctx.ch(["DOT Worker", "Outreach Worker", "Community Health Worker"]))
    phys = ctx.staff(ctx.ch(["TB Physician", "Consultant Respiratory Physician"]))
    doc.line((svc, "HOSPITAL"), ctx.ch([" - Missed Dose Follow-up Log", "\nMISSED DOSE / DEFAULTER TRACING LOG",
                                        " | Missed-dose follow-up"]))
    doc.add("\n")
    mob = ctx.phone("mobile")
    doc.add("Patient: ", pt_full(ctx, pt), ctx.ch(["   ", "\n"]), "DOB: ", ctx.D(pt.dob), ctx.ch(["   ", "\n"]),
            ctx.ch(["MRN: ", "ID: "]), (ctx.mrn(), "MRN"), "\n")
    addr = ctx.address()
    doc.add("Address: ", ctx.addr_items(addr, "line"), "\n")
    doc.add("Mobile: ", (mob, "PHONE"))
    alt = ctx.relative(pt, amin=18, amax=70)
    rel = ctx.ch(["brother" if alt.sex == "M" else "sister", "son" if alt.sex == "M" else "daughter",
                  "partner", "cousin", "friend"])
    doc.add("   Alt contact: ", (alt.name(ctx.ch(["full", "first"])), "FAMILY"), " (", rel, ") ", (ctx.phone("mobile"), "PHONE"), "\n")
    doc.add("Regimen: ", clin.regimen_short(r), " - ", ctx.ch(["VOT daily", "DOT 5x/wk", "DOT 3x/wk", "community DOT"]),
            "   Case manager: ", (nurse.name(ctx.ch(["full", "init_last"])), "DOCTOR"), "\n\n")
    d = ctx.before(ctx.ref, 14, 40)
    ents = r.randint(5, 9)
    missed_dates = []
    user_n = ctx.username(nurse)
    user_w = ctx.username(worker)
    for i in range(ents):
        d = core.add_days(d, r.randint(1, 5))
        who, who_u = ctx.ch([(nurse, user_n), (worker, user_w)])
        doc.add(ctx.D(d, ctx.ch([None, ctx.short_style()])), " ", clin.time(r, "colon"), " - ")
        k = r.random()
        if i == 0 or k < 0.22:
            missed_dates.append(d)
            doc.add(ctx.ch(["Scheduled VOT not received by 12:00. ", "Did not attend clinic DOT. ", "No answer at DOT visit. ",
                            "Missed dose - not at pharmacy. "]),
                    "Called mobile x", str(r.randint(1, 3)), ctx.ch([" - no answer, voicemail left", " - switched off",
                                                                      " - answered, will take dose tonight"]), "; SMS sent.")
        elif k < 0.38:
            doc.add("Home visit to ", (addr.street, "STREET"), ": ", ctx.ch(["no answer, card left", "pt at home, dose observed",
                                                                               "flatmate says pt at work"]))
            if ctx.p(0.5):
                nb = ctx.person(amin=20, amax=80)
                doc.add(". Neighbour ", (nb.name(ctx.ch(["full", "first"])), "FAMILY"), ctx.ch([" says pt works nights at ",
                                                                                                  " reports he is staying at "]),
                        (ctx.employer(), "ORGANIZATION") if ctx.p(0.6) else (ctx.shelter(), "ORGANIZATION"))
            doc.add(".")
        elif k < 0.52:
            doc.add("Spoke with ", rel, " ", (alt.name("first"), "FAMILY"), " on ", (ctx.phone("mobile"), "PHONE"))
            kk = r.random()
            if kk < 0.4:
                doc.add(": pt has new number ", (ctx.phone("mobile"), "PHONE"), ".")
            elif kk < 0.7:
                doc.add(": pt away visiting family in ", (ctx.town(), "CITY"), ", back ", ctx.D(core.add_days(d, r.randint(2, 9)), "weekday"), ".")
            else:
                doc.add(": pt lost phone, will attend clinic tomorrow.")
        elif k < 0.64:
            doc.add("Pt phoned back. Reason: ", ctx.ch(["ran out of phone credit", "working double shifts",
                                                        "felt nauseous, stopped for 2 days", "forgot - new job",
                                                        "travelling for a funeral", "did not receive refill"]),
                    ". Dose observed via video at ", clin.time(r), ". New dosing time agreed.")
        elif k < 0.74:
            doc.add("Pt sleeping in car (", ctx.ch(["silver", "blue", "white", "red"]), " ", ctx.ch(["hatchback", "sedan", "ute", "van"]),
                    ", reg ", (ctx.plate(), "VEHICLE"), ") parked near ", ctx.ch(["the station", "the river walk", "the retail park"]),
                    "; DOT given at vehicle.")
        elif k < 0.82:
            doc.add("Replacement VOT phone issued, IMEI ", (ctx.device("imei"), "DEVICE"), "; app login ",
                    (ctx.username(pt), "USERNAME"), " reset.")
        elif k < 0.86 and ctx.holiday_for(d):
            doc.add("Pt missed doses over ", (ctx.holiday_for(d), "DATE"), " - ", ctx.ch(["family gathering", "travelling to relatives",
                                                                                    "pharmacy closed"]), "; doses to be added to end date.")
        elif k < 0.9:
            doc.add("Discussed with ", dr_title(ctx), " ", (phys.last, "DOCTOR"), ": ", ctx.ch(
                ["extend intensive phase by missed doses", "restart with enhanced DOT", "letter to GP", "consider incentives (food vouchers)"]), ".")
        else:
            doc.add("Dose observed. ", clin.adherence(r).capitalize(), ". ", clin.side_effect(r).capitalize(), ".")
        doc.add(" [", (who.name(ctx.ch(["initials_nd", "initials3"])), "DOCTOR") if ctx.p(0.6) else (who_u, "USERNAME"), "]\n")
    doc.add("\nSummary: ", str(len(missed_dates)), " missed dose(s) in period (")
    for i, md in enumerate(missed_dates):
        doc.add(", " if i else "", ctx.D(md, ctx.short_style()))
    doc.add("). ")
    doc.add(ctx.ch(["Adherence ", "Completion of observed doses "]), "%d%%" % r.randint(62, 96), ". ")
    doc.add(ctx.ch(["Escalated to cohort review.", "Treatment end date recalculated.", "Plan: daily VOT reminder at 08:00.",
                    "Incentive: transport voucher provided."]), "\n")
    if ctx.p(0.5):
        doc.add("Escalation letter posted ", ctx.D(ctx.ref), " to ", ctx.addr_items(addr, "short"), ".\n")
    doc.add("Log maintained by ", (nurse.name("full"), "DOCTOR"), ", ", nurse.role)
    if ctx.p(0.4):
        doc.add(" (", (ctx.email(nurse), "EMAIL"), ")")
    doc.add("\n")


def vdot_enrolment(ctx, doc):
    r, c = ctx.r, ctx.c
    pt = ctx.person(amin=16, amax=78)
    svc = ctx.tbclinic()
    nurse = ctx.staff(ctx.ch(["TB Nurse Specialist", "VOT Coordinator", "Public Health Nurse", "TB Case Manager"]))
    doc.line((svc, "HOSPITAL"))
    doc.line(ctx.ch(["VIDEO OBSERVED THERAPY (VOT) - ENROLMENT AND CONSENT", "Video Directly Observed Therapy (VDOT) Enrollment Form",
                     "VOT Patient Agreement and Device Loan Form"]))
    doc.add("Form completed: ", ctx.D(ctx.ref), "\n\n")
    doc.add("SECTION A - PATIENT DETAILS\n")
    doc.add("Name: ", pt_full(ctx, pt, forms=["full", "fml", "LAST_FIRST"]))
    if len(pt.first) > 5 and ctx.p(0.5):
        doc.add("   Preferred name: ", (pt.first[:4], "PATIENT"))
    doc.add("\nDate of birth: ", ctx.D(pt.dob), "   Age: ", (str(pt.age), "AGE"), "   Sex: ", pt.sex, "\n")
    doc.add(ctx.ch(["MRN: ", "Hospital no: ", "Client ID: "]), (ctx.mrn(), "MRN"), "   ", ctx.hp_label(), ": ", (ctx.healthplan(), "HEALTHPLAN"), "\n")
    doc.add("Address: ", ctx.addr_items(ctx.address(), "line"), "\n")
    doc.add("Mobile: ", (ctx.phone("mobile"), "PHONE"), "   Email: ", (ctx.email(pt), "EMAIL"), "\n")
    lang = ctx.lang(pt)
    doc.add("Preferred language: ", lang, "   Interpreter: ", "no" if lang == "English" else "yes", "\n")
    if ctx.p(0.5):
        doc.add("ID checked: ", ctx.ch(["driver licence", "photo driving licence"]), " no. ", (ctx.licence("driver"), "LICENSE"), "\n")
    doc.add("\nSECTION B - TREATMENT\n")
    st = ctx.before(ctx.ref, 3, 40)
    doc.add("Diagnosis: ", pt.site, " TB\nRegimen: ", clin.regimen(r, c), "\nStart date: ", ctx.D(st),
            "   Planned end: ", ctx.D(core.add_days(st, ctx.ch([182, 182, 273, 120])), ctx.ch([None, "month_y"])), "\n")
    h = r.randint(6, 20)
    doc.add("Agreed dosing window: %02d:00-%02d:%s" % (h, h + 1, ctx.ch(["00", "30"])), "\n\n")
    doc.add("SECTION C - DEVICE AND ACCOUNT\n")
    own = ctx.p(0.4)
    doc.add("Device: ", "own smartphone" if own else "loaned " + ctx.ch(["Samsung Galaxy A15", "Moto G54", "iPhone SE (2nd gen)",
                                                                           "Lenovo Tab M10"]), "\n")
    if not own:
        doc.add("Serial no.: ", (ctx.device(), "DEVICE"), "\n")
    doc.add("IMEI: ", (ctx.device("imei"), "DEVICE"), "\n")
    doc.add("App username: ", (ctx.username(pt), "USERNAME"), "   Initial PIN issued: yes (not recorded)\n")
    doc.add("Portal link sent: ", (ctx.url(), "URL"), "\n")
    if ctx.p(0.6):
        bk = ctx.ch(["face", "fingerprint"])
        doc.add("Biometric sign-in: ", bk, " template ", (ctx.bioid(bk), "BIOID"), " enrolled ",
                ctx.D(ctx.ref, ctx.short_style()), "\n")
    if ctx.p(0.5):
        doc.add("Reviewing workstation: ", ctx.ch(["TBCLIN-", "WS-", "VOTREV-"]), str(r.randint(1, 40)), " (", (ctx.ip(), "IPADDR"),
                "); uploads whitelisted from ", (ctx.ip(), "IPADDR"), "\n")
    doc.add("Data: ", ctx.ch(["unlimited data SIM provided", "own plan - data allowance reimbursed", "uses home Wi-Fi"]), "\n")
    if ctx.p(0.4):
        doc.add("Travel/data reimbursement claimed - ", ctx.ssn_label(), ": ", (ctx.ssn(), "SSN"), "\n")
    doc.add("\n")
    doc.add("SECTION D - CONSENT\n")
    for item in ["I agree to record a video each time I take my medicines.",
                 "I understand videos are stored securely and deleted after review.",
                 "I will contact the TB team if I cannot record a dose.",
                 "I will return the loaned device at the end of treatment." if not own else "I agree to keep the app updated.",
                 "I agree that the TB team may call my emergency contact if I cannot be reached."]:
        doc.add("[", ctx.ch(["x", "X", "✓"]), "] ", item, "\n")
    ec = ctx.relative(pt, amin=18, amax=75)
    doc.add("Emergency contact: ", (ec.name("full"), "FAMILY"), " (", ctx.ch(["spouse", "sibling", "friend",
                                                                           "son" if ec.sex == "M" else "daughter"]), "), ",
            (ctx.phone("mobile"), "PHONE"), "\n\n")
    doc.add("Patient signature: ", (pt.name(ctx.ch(["full", "init_last"])), "PATIENT"), "   Date: ", ctx.D(ctx.ref), "\n")
    if lang != "English" and ctx.p(0.7):
        interp = ctx.staff("Interpreter")
        doc.add("Interpreter: ", (interp.name("full"), "DOCTOR"), " (", lang, ", badge ", (ctx.digits(5), "IDNUM"), ")\n")
    doc.add("Staff: ", (nurse.name(ctx.ch(["full", "fml"])), "DOCTOR"), ", ", nurse.role, "   Date: ", ctx.D(ctx.ref), "\n")
    doc.add("Training on app completed: ", ctx.ch(["yes", "yes - teach-back", "yes, 2 practice videos"]), "; first live video ",
            ctx.D(ctx.after(ctx.ref, 0, 3), ctx.ch(["weekday", ctx.short_style()])), "\n")
    doc.add("Support line: ", (ctx.phone("land", ext=ctx.p(0.3)), "PHONE"), " (", ctx.ch(["08:30-16:30", "8am-5pm", "0900-1700", "08:00-18:00"]),
            ", Mon-Fri)\n")
