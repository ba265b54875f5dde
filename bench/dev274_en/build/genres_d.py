"""Genres: telephone encounters, discharge anticoagulation handovers (own),
self-test meter upload logs (own), housebound/domiciliary INR visits (own)."""
import datetime as dt

import blocks as B
import clinical as C
import phi_fmt as F
import pools_places as L
from core import P
from persona import Staff

HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day"],
            "IE": ["Christmas", "St Stephen's Day", "Easter", "St Patrick's Day"],
            "US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day"],
            "CA": ["Thanksgiving", "Christmas", "Canada Day", "Boxing Day"],
            "AU": ["Christmas", "Boxing Day", "Australia Day", "Easter"]}


def _tm(rng):
    return "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))


def g_phone(n, k, rng):
    pt = k.pt
    caller_fam = rng.random() < 0.45
    n.t(rng.choice(["TELEPHONE ENCOUNTER\n", "Telephone consultation - anticoagulation\n", "Phone call record\n", "TC - INR results line\n"]))
    n.add(["Date/Time: ", k.today_p(), " ", _tm(rng), "    Direction: ", rng.choice(["incoming", "outgoing", "call-back"]), "\n"])
    n.add(["Caller: ", [k.fam.full(), " (", k.fam_rel, ")"] if caller_fam else "patient", "\n"])
    B.pt_header(n, k, rng, style=rng.choice(["line", "caps"]), ids=rng.choice([1, 2]))
    n.add(["Identity checked: name + DOB", rng.choice([
        [" + voice biometric match (voiceprint ", P(F.bioid(rng, "voice"), "BIOID"), ")"],
        [" + voice biometric match (voiceprint ", P(F.bioid(rng, "voice"), "BIOID"), ")"],
        [" + first line of address (", P(k.street, "STREET"), ")"], [""]]), "\n"])
    n.add(["Call-back no: ", P(k.mobile if caller_fam is False else F.phone(rng, k.c, True), "PHONE"), "\n\n"])
    v = rng.choice(["result", "missed", "holiday", "parking", "antibiotic", "doac"])
    if v == "result":
        acc = P(F.idnum(rng, "accession"), "IDNUM")
        n.add(["Venous INR ", C.inr_value(rng, k.target), " from ", P(k.lab, "HOSPITAL"), " (sample ", k.ago(1, rng.choice(["short", "num"])),
               ", accession ", acc, "). Target ", k.target, ".\n"])
        pat = C.weekly_pattern(rng)
        n.add(["Dose advised: ", C.pattern_text(rng, pat), ". Instructions read back correctly by ",
               [k.fam.firstp()] if caller_fam else "patient", ".\n"])
    elif v == "missed":
        md = k.today - dt.timedelta(days=1)
        n.add([("Daughter" if caller_fam and k.fam_rel == "daughter" else "Caller"), " reports ", pt.form("first"),
               " missed warfarin dose on ", k.d(md, rng.choice(["wd", "wd_num", "short"])), " (was at ",
               P(rng.choice(["%s Memorial Hall", "%s Community Centre", "%s Bowling Club pavilion"]) % k.town, "LOCATION_OTHER"), "). ",
               "Advised: do NOT double up; take usual dose tonight. INR check as planned on ",
               k.ahead(rng.randint(2, 7), rng.choice(["wd_num", "wd_text"])), ".\n"])
    elif v == "holiday":
        hol = rng.choice(HOLIDAYS[k.c])
        n.add(["INR ", "%.1f" % rng.uniform(4.1, 7.9), " on self-test this morning. Reports heavy eating and drinking over ", P(hol, "DATE"),
               " with family in ", P(rng.choice(L.TOWNS[k.c]), "CITY"), ". No bleeding.\n"])
        n.t("Advice per protocol: omit 1 dose, resume at usual dose, re-test in 3-4 days. If INR >8 or any bleeding call back / attend ED.\n")
    elif v == "parking":
        n.add(["Asking about disabled parking at ", P(k.hospital, "HOSPITAL"), " for clinic visits (mobility poor after ",
               rng.choice(["knee replacement", "stroke", "fall"]), "). Vehicle reg ", P(F.vehicle(rng, k.c), "VEHICLE"),
               " added to clinic permit list for ", P(k.building, "LOCATION_OTHER"), " car park until ",
               k.ahead(rng.choice([90, 180]), rng.choice(["month_year", "text"])), ".\n"])
        n.add(["Also confirmed next INR ", k.ahead(rng.randint(5, 20), rng.choice(["wd_text", "text"])), " ", _tm(rng), ".\n"])
    elif v == "antibiotic":
        n.add([k.gp.ref(rng), " (", P(k.practice, "HOSPITAL"), ") has prescribed ", rng.choice(["clarithromycin 500 mg BD x 7 days",
                                                                                                "co-trimoxazole 960 mg BD x 3 days",
                                                                                                "metronidazole 400 mg TDS x 7 days",
                                                                                                "doxycycline 100 mg OD x 5 days"]),
               " for ", rng.choice(["chest infection", "UTI", "cellulitis", "dental abscess"]), ". Warfarin dose unchanged; extra INR booked ",
               k.ahead(rng.choice([3, 4, 5]), rng.choice(["wd_num", "wd_text", "short"])), " at ", P(k.practice, "HOSPITAL"), ".\n"])
    else:
        n.add(["Question re ", k.doac, " ", k.doac_dose, " and ", rng.choice(["missed dose", "ibuprofen for back pain", "upcoming dental extraction",
                                                                            "vomiting x2 this morning"]),
               ". Advised per ", k.doac_brand, " SmPC / local guideline. ", rng.choice([
                   "Missed dose: take if within 6 h (BD) / 12 h (OD), otherwise skip.", "Avoid NSAIDs - paracetamol instead.",
                   "Dentist to use local haemostatic measures; no interruption for simple extraction.",
                   "If unable to keep tablets down for >24 h, call back or attend ED."]), "\n"])
    if rng.random() < 0.55:
        n.add(["Pt's ", k.fam_rel, " ", k.fam.firstp(), " (", P(k.fam_job, "PROFESSION"), ") helps with medicines; contact ",
               P(F.phone(rng, k.c, True), "PHONE"), ".\n"])
    n.add([C.hard_neg(rng, 1)[0], "\n"])
    if rng.random() < 0.7:
        n.add(["Current meds: warfarin (", C.TABLETS[k.c], "); ", "; ".join(k.meds), ".\n"])
    if rng.random() < 0.6:
        n.t("Recent INRs (from " + k.software + "):\n")
        B.dose_history(n, k, rng, rows=rng.randint(2, 4), style=rng.choice(["csv", "space", "tab"]))
    if rng.random() < 0.3:
        B.copied(n, k, rng)
    n.add(["Plan: ", rng.choice(["as above", "no change to recall", "ask GP to review interacting drug", "book clinic slot"]), ". ",
           rng.choice(C.ADVICE), "\n"])
    n.add(["Next INR: ", k.ahead(rng.choice([3, 7, 14]), rng.choice(["num", "wd_text", "text"])), "  Letter/SMS sent to ", P(k.mobile, "PHONE"), "\n"])
    n.add(["Time: ", str(rng.randint(4, 22)), " min", rng.choice([" (CPT 99442)", "", " (phone consult item 91892)"]), "\n"])
    n.add(["Call handled by: ", rng.choice([k.nurse, k.pharm]).sig(rng), rng.choice(["", "  ext "]), ""])
    if n.parts[-1].endswith("ext "):
        n.phi("555" + F.digits(rng, 1), "PHONE")
    n.t("\n")
    if rng.random() < 0.4:
        n.add(["Cosigned: ", k.haem.sig(rng), " ", k.today_p("short"), "\n"])


def reason_for(k, rng):
    sh = k.ind_short
    if "AF" in sh or sh == "flutter":
        return rng.choice(["new AF with RVR", "stroke, AF found on telemetry", "decompensated heart failure with new AF"])
    if sh == "PE":
        return rng.choice(["PE (syncope)", "breathlessness - bilateral PE on CTPA"])
    if sh == "DVT":
        return "swollen left leg - DVT on duplex"
    if sh in ("MVR", "AVR", "MS/AF"):
        return rng.choice(["elective mechanical valve replacement", "redo valve surgery"])
    if sh == "LVAD":
        return "LVAD implant (HeartMate 3)"
    return rng.choice(["index thrombotic event (" + sh + ")", "new diagnosis of " + sh])


def g_discharge(n, k, rng):
    pt = k.pt
    adm = k.today - dt.timedelta(days=rng.randint(3, 14))
    n.t(rng.choice(["ANTICOAGULATION DISCHARGE HANDOVER\n", "Referral to anticoagulation service on discharge\n",
                    "INPATIENT WARFARIN INITIATION - HANDOVER TO COMMUNITY\n", "Discharge anticoagulation plan\n"]))
    n.add(["From: ", P(k.ward, "HOSPITAL"), ", ", P(k.hospital, "HOSPITAL"), "   Bed ", P(str(rng.randint(1, 28)), "LOCATION_OTHER"),
           "   Ward tel ", P(F.phone(rng, k.c, False), "PHONE"), "\n"])
    n.add(["To: ", P(k.clinic, "HOSPITAL"), "   Fax ", P(k.clinic_fax, "FAX"), rng.choice(["", "   (sent via e-referral)"]), "\n"])
    B.pt_header(n, k, rng, style=rng.choice(["form", "line", "table"]), ids=3)
    n.add(["Admitted ", k.d(adm, rng.choice(["num", "text"])), " - discharged ", k.today_p(rng.choice(["num", "text"])),
           ". ", rng.choice(["Presenting complaint: ", "Reason for admission: "]), reason_for(k, rng), ".\n"])
    n.add(["Indication: ", k.ind, ". Target INR ", k.target, ". Duration: ", rng.choice(["3 months", "6 months", "lifelong", "review at 3 months"]), ".\n\n"])
    lm, reg = rng.choice(C.LMWH)
    n.add(["Warfarin started ", k.d(adm + dt.timedelta(days=rng.randint(0, 2)), "short"), " (", rng.choice(["Fennerty", "Tait", "slow-loading"]),
           " regimen) with ", lm, " ", reg, " cover until INR in range for 24 h.\n"])
    n.t("Inpatient INRs:\n")
    d = adm
    wdays = rng.random() < 0.4
    i = 0
    while d < k.today:
        ds = F.fdate(rng, d, k.c, "wd_num") if wdays else F.table_date(d, k.c)
        n.add(["  ", P(ds, "DATE"), "  INR ", "%.1f" % (1.0 + i * rng.uniform(0.15, 0.45)), "  warfarin ",
               C.fmt_mg(rng.choice([10, 5, 5, 4, 3, 3, 2.5])), " mg\n"])
        d += dt.timedelta(days=rng.choice([1, 1, 2]))
        i += 1
    pat = C.weekly_pattern(rng)
    n.add(["Dose on discharge: ", C.pattern_text(rng, pat), ". TTO: 14 days, tablets ", C.TABLETS[k.c], ".\n"])
    n.add([lm, " to continue until INR >= 2.0: ", rng.choice(["self-administering", "district nurses to give", "daughter trained"]), ".\n"])
    n.add(["First INR after discharge: ", k.ahead(rng.choice([2, 3, 4, 5]), rng.choice(["wd_text", "num", "text"])), " at ",
           rng.choice([[P(k.clinic, "HOSPITAL")], [P(k.practice, "HOSPITAL")], ["home (housebound) - ", P("%s Community Nursing Team" % k.town, "ORGANIZATION")]]), ".\n"])
    n.add(["Counselled by ", k.pharm.sig(rng), " on ", k.ago(rng.randint(0, 1), "short"), "; yellow book / alert card issued; ",
           rng.choice(["patient", "patient and " + k.fam_rel]), " understands.\n"])
    n.add(["Interacting meds on discharge: ", rng.choice(["none", k.inter[0], "amiodarone (loading) - expect dose reduction"]), ".\n"])
    n.add(["Bloods: ", C.labs_line(rng, k.c), ".\n"])
    if rng.random() < 0.5:
        n.add(["Social: lives ", rng.choice(["alone", "with " + k.fam_rel]), " at ", P(k.street, "STREET"), ", ", P(k.town, "CITY"),
               "; ", B.job_phrase(k, rng), ".\n"])
    n.add(["GP: ", k.gp.sig(rng), ", ", P(k.practice, "HOSPITAL"), "\n"])
    doc = Staff(rng, k.c, role=rng.choice(["Foundation Doctor", "Resident", "Medical Registrar", "Intern"]), doctor=True)
    doc.cred = rng.choice(["MBBS", "MD", "MB BCh", ""])
    n.add(["\nDischarging clinician: ", doc.sig(rng), " (", doc.role, ")",
           "  ", rng.choice(["bleep ", "pager ", "ext "]), P(F.pager(rng, k.c), "PHONE"), "\n"])
    n.add(["Completed ", k.today_p("num"), " ", _tm(rng), " by ", k.staff[2].username(rng), "\n"])


def g_upload_log(n, k, rng):
    pt = k.pt
    co = rng.choice(L.HOME_TEST_COS)
    n.add([co.upper(), " - REMOTE INR UPLOAD REPORT\n"])
    n.add(["Generated: ", k.today_p("iso"), " 06:00 UTC by job ", rng.choice(["batch_export", "nightly_sync", "rpt_inr_weekly"]),
           "   Report ID ", P(F.idnum(rng, "order"), "IDNUM"), "\n"])
    n.add(["Provider: ", P(co, "ORGANIZATION"), "  on behalf of ", P(k.clinic, "HOSPITAL"), "\n\n"])
    n.add(["Patient: ", pt.form(rng.choice(["caps", "sf"])), "   DOB ", k.dob_p(), "   ", k.id_block(rng, 1)[0], "\n"])
    n.add(["Account: ", P(F.account(rng), "ACCOUNT"), "   Portal user: ", pt.username(rng), "   Contact: ", P(k.mobile, "PHONE"), "\n"])
    n.add(["Device: ", k.meter, "  SN ", P(k.meter_sn, "DEVICE"), "  firmware ", "%02d.%02d.%02d" % (rng.randint(1, 4), rng.randint(0, 9), rng.randint(0, 20)),
           "\nGateway: app v", "%d.%d.%d" % (rng.randint(2, 6), rng.randint(0, 9), rng.randint(0, 9)),
           rng.choice([" (iOS 17.4)", " (Android 14)", " (Windows uploader)"]), "  last seen IP ", P(F.ipaddr(rng), "IPADDR"), "\n"])
    if rng.random() < 0.35:
        n.add(["App login: ", rng.choice([["face-unlock template ", P(F.bioid(rng, "face"), "BIOID")],
                                          ["fingerprint token ", P(F.bioid(rng, "finger"), "BIOID")]]), " (device-bound)\n"])
    n.add(["Target range ", k.target, "   Indication ", k.ind_short, "   Clinician of record: ", k.nurse.sig(rng), "\n\n"])
    n.t("timestamp            INR   strip_lot   flag   reviewed_by\n")
    d = k.today - dt.timedelta(days=rng.choice([28, 35, 42, 56]))
    reviewers = [k.nurse.username(rng).text, k.pharm.username(rng).text]
    while d <= k.today:
        inr = C.inr_value(rng, k.target)
        hi = float(k.target.split("-")[1])
        lo = float(k.target.split("-")[0])
        flag = "HIGH" if float(inr) > hi + 0.5 else ("LOW" if float(inr) < lo - 0.3 else "-")
        n.add([P(F.fdate(rng, d, k.c, "iso"), "DATE"), " ", _tm(rng), "   ", inr.ljust(5), " ", F.digits(rng, 8), "    ", flag.ljust(6), " ",
               P(rng.choice(reviewers), "USERNAME"), "\n"])
        d += dt.timedelta(days=rng.choice([7, 7, 7, 14, 3]))
    n.t("\nAlerts:\n")
    n.add(["- INR above alert threshold (4.5) -> SMS to on-call ", k.nurse.ref(rng), " at ", P(F.phone(rng, k.c, True), "PHONE"), "\n"])
    n.add(["- ", str(rng.randint(0, 3)), " missed scheduled tests; reminder e-mail sent to ", pt.email(rng), "\n"])
    n.t("\nAudit trail:\n")
    offs = sorted((rng.randint(0, 20) for _ in range(rng.randint(2, 5))), reverse=True)
    for off in offs:
        who = rng.choice([["user ", pt.username(rng)], ["user ", P(rng.choice(reviewers), "USERNAME")], ["svc ", "sync-agent"]])
        n.add(["  ", P(F.fdate(rng, k.today - dt.timedelta(days=off), k.c, "iso"), "DATE"), "T", _tm(rng), ":",
               "%02d" % rng.randint(0, 59), "Z  ", who, "  ", rng.choice(["LOGIN", "UPLOAD", "VIEW_RESULT", "ACK_ALERT", "DOSE_SENT"]),
               "  src=", P(F.ipaddr(rng), "IPADDR"), "\n"])
    n.add(["\nSupport: ", P(F.email_service(rng, "support"), "EMAIL"), "  ", P(F.url(rng), "URL"), "  ", P(F.phone(rng, k.c, False), "PHONE"), "\n"])
    n.t("Not a diagnostic document. INR values are capillary POCT; confirm with venous sample if >" + rng.choice(["4.5", "5.0", "8.0"]) + ".\n")


def g_domiciliary(n, k, rng):
    pt = k.pt
    home = rng.random() < 0.6
    n.t(rng.choice(["COMMUNITY NURSING - HOUSEBOUND INR VISIT\n", "Domiciliary anticoagulation visit\n", "District nurse INR visit record\n",
                    "Home visit: INR / warfarin\n"]))
    h, m = rng.randint(8, 16), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    dur = rng.randint(15, 55)
    n.add(["Date: ", k.today_p(), "   Time in %02d:%02d  out %02d:%02d\n" % (h, m, h + (m + dur) // 60, (m + dur) % 60)])
    B.pt_header(n, k, rng, style=rng.choice(["line", "caps", "form"]), ids=2)
    if home:
        n.add(["Visit address: ", k.addr_inline(), "\n"])
        n.add(["Access: ", rng.choice(["key safe by back door (code held by team)", "ring bell, slow to answer", "carer lets in"]),
               ". Park behind ", rng.choice([["neighbour's car (reg ", P(F.vehicle(rng, k.c), "VEHICLE"), ")"], ["the ", P(rng.choice(["Old Chapel", "war memorial", "Red Lion car park", "post office"]), "LOCATION_OTHER")]]), ".\n"])
    else:
        n.add(["Location: ", P(k.carehome, "HOSPITAL"), ", room ", P(str(rng.randint(1, 60)), "LOCATION_OTHER"), ", ", P(k.town, "CITY"), "\n"])
    n.add(["Present: ", rng.choice([[B.fam_phrase(k, rng)], ["carer ", P(k.fam.first, "FAMILY"), " from ", P(rng.choice(["Bluebell Home Care", "Anchor Point Care Agency", "Kindred Homecare", "Helping Hands %s" % k.town]), "ORGANIZATION")],
                                    ["senior carer ", k.fam.full()]]), "\n\n"])
    inr = C.inr_value(rng, k.target)
    n.add(["POCT INR ", inr, " (", k.meter, " SN ", P(k.meter_sn, "DEVICE"), "; QC ok). Target ", k.target, ".\n"])
    n.add(["Result phoned to ", P(k.clinic, "HOSPITAL"), " (", k.nurse.ref(rng), ") at ", _tm(rng), "; dose advice: "])
    pat = C.weekly_pattern(rng)
    n.add([C.pattern_text(rng, pat), ".\n"])
    n.add(["Dosette/MDS checked: ", rng.choice(["correct", "Tues compartment still full - 1 dose missed", "3 mg tablets found in 1 mg bottle - removed"]), ".\n"])
    n.add(["General: ", rng.choice(["alert, mobilising with frame", "more confused than usual (AMTS 6/10)", "bruising both forearms (skin tears)",
                                     "leg ulcer dressing also done"]), ". ", rng.choice(C.ADVICE), "\n"])
    if rng.random() < 0.5:
        n.add([C.hard_neg(rng, 1)[0], "\n"])
    n.t("Carer MAR (last 7 days): ")
    miss = rng.randint(-3, 6)
    n.t(", ".join("%s %s" % (d, "X" if i == miss else "given") for i, d in enumerate(C.WD3)) + "\n")
    n.add(["Other meds: ", "; ".join(k.meds), ".\n"])
    n.add(["Obs: BP ", "%d/%d" % (rng.randint(100, 170), rng.randint(55, 95)), ", HR ", str(rng.randint(55, 110)),
           ", weight ", "%g" % round(rng.uniform(45, 105), 1), " kg. Waterlow ", str(rng.randint(8, 22)), ", MUST 0.\n"])
    if rng.random() < 0.5:
        n.add(["Previous visits: ", k.ago(rng.choice([7, 14]), "short"), " INR ", C.inr_value(rng, k.target), "; ",
               k.ago(rng.choice([21, 28, 35]), "short"), " INR ", C.inr_value(rng, k.target), ".\n"])
    n.add(["Dose chart signed by ", rng.choice(["carer", k.fam_rel]), ". Next visit ", k.ahead(rng.choice([7, 14, 21, 28]), rng.choice(["wd_text", "num", "wd_num"])), ".\n"])
    if rng.random() < 0.5:
        n.add(["Visit vehicle: pool car ", P(F.vehicle(rng, k.c), "VEHICLE"), " (mileage claimed ", str(rng.randint(3, 40)), " mi)\n"])
    n.add(["\n", k.staff[0].full(), ", ", rng.choice(["District Nurse", "Community Staff Nurse", "RN, Community Team"]), "  ",
           rng.choice(["mob ", "team base "]), P(F.phone(rng, k.c, True), "PHONE"), "\n"])
    if rng.random() < 0.4:
        n.add(["Team base: ", P("%s Community Nursing Team" % k.town, "ORGANIZATION"), ", ", P(rng.choice(L.BUILDINGS), "LOCATION_OTHER"), "\n"])
