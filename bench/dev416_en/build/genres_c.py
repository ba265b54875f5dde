"""Genres: text reminder log, complicated removal referral, pharmacist PGD
record."""
import clin
import common as cm
import ids
import pools_places as pp
from common import D, pname, sname, natid, addr, fam, famname
from genres_a import age, pat_block
from pools_places import pick

STATUS = ["Delivered", "Delivered", "Delivered", "Read", "Failed - handset off", "Queued",
          "Failed - invalid number", "Delivered (2 parts)"]
INBOUND = ["Y", "yes thanks", "Y x", "ok", "cant make it sorry", "can i change to thurs? im at work til 4",
           "whats the code for the door", "who is this??", "STOP", "running 10 min late sorry",
           "is it ok if my bf comes in with me", "do i need to bring anything", "thank u",
           "yes please call after 5", "N - feeling unwell"]


def _ts(ctx, d, rng):
    return (cm.fmt_date(ctx, d, "num"), "DATE")


def smslog(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    admin = ctx["admin"]
    short = ctx["clinic"].split(" ")[0]
    d.t(pick(rng, ["SMS REMINDER LOG\n", "Text message audit - patient view\n", "TEXT REMINDER HISTORY\n"]))
    d.w("System: {} appointment messaging | exported {} {} by user {}", (ctx["clinic"], "HOSPITAL"),
        _ts(ctx, cm.add_days(v, 40), rng), clin.time(rng), (admin["user"], "USERNAME"))
    if rng.random() < 0.6:
        d.w(" from {}", (ids.ip_private(rng), "IPADDR"))
    d.t("\n")
    d.w("Patient: {} | {} | Mobile {}\n", pname(ctx, pick(rng, ["LAST", "full", "LASTUP"])),
        (ctx["mrn"], "MRN"), (ctx["mobile"], "PHONE"))
    d.w("SMS consent recorded {} by {}; preferred name: {}\n", _ts(ctx, cm.add_days(v, -200), rng),
        sname(ctx["nurse"], pick(rng, ["full", "init"])),
        (ctx["pat"]["nick"] or ctx["pat"]["first"], "PATIENT"))
    d.t("-" * 72 + "\nDate        Time   Dir  Message / status\n" + "-" * 72 + "\n")
    first = ctx["pat"]["nick"] or ctx["pat"]["first"]
    appt = cm.add_days(v, 0)
    rows = []
    day0 = cm.add_days(appt, -3)
    tm = pick(rng, ["09:30", "10:15", "13:40", "14:30", "16:10", "17:45"])
    rows.append((day0, "09:00", "OUT", ["Hi ", (first, "PATIENT"), ", reminder of your appointment at ",
                                        (ctx["clinic"], "HOSPITAL"), " on ", (cm.fmt_wday(ctx, appt), "DATE"),
                                        " at " + tm + ". Reply Y to confirm or N to cancel. Info: ",
                                        (ctx["curl"], "URL")]))
    rows.append((day0, pick(rng, ["09:04", "09:22", "11:57", "18:03"]), "IN ", ["\"" + pick(rng, INBOUND) + "\""]))
    if rng.random() < 0.5:
        rows.append((cm.add_days(appt, -1), "08:30", "OUT", ["Reminder: ", (first, "PATIENT"),
                                                            ", see you tomorrow " + tm + ". Please arrive 10 mins early. ",
                                                            "Parking at rear of building."]))
    res = cm.add_days(appt, 5 + rng.randrange(6))
    rows.append((res, "10:02", "OUT", ["Your recent test results are ready. Please call ", (ctx["ctel"], "PHONE"),
                                       " quoting ref ", (ctx["mrn"], "MRN"), " (Mon-Fri 9-4)."]))
    if rng.random() < 0.6:
        mum = fam(rng, ctx, "F")
        newmob = ids.mobile(rng, c, ctx["home"]["area"])
        rows.append((cm.add_days(res, 1), "19:40", "IN ", ["\"this is her mum ", (mum["first"], "FAMILY"),
                                                           ", she has a new number ", (newmob, "PHONE"), "\""]))
        rows.append((cm.add_days(res, 2), "09:15", "SYS", ["Number updated by ", (ctx["admin"]["user"], "USERNAME"),
                                                           " after ID check with patient (DOB + postcode)"]))
    due = cm.add_days(appt, 365 * 3 - 60)
    rows.append((due, "09:00", "OUT", ["Hi ", (first, "PATIENT"), ", your implant fitted on ", (cm.fmt_date(ctx, appt), "DATE"),
                                       " is due to be replaced by ", (cm.fmt_date(ctx, cm.add_days(appt, 365 * 3)), "DATE"),
                                       ". Book online: ", (ids.url_short(rng), "URL")]))
    if rng.random() < 0.5:
        rows.append((cm.add_days(due, 1), "21:12", "IN ", ["\"" + pick(rng, ["cn i get it taken out instead, ttc now",
                                                                           "yes pls book me in",
                                                                           "im in " , "ok"]) + "\""]))
        if rows[-1][3][0] == "\"im in \"":
            rows[-1] = (rows[-1][0], rows[-1][1], "IN ", ["\"im in ", (pick(rng, pp.TRAVEL), "COUNTRY"),
                                                          " til ", (cm.fmt_month(cm.add_days(due, 40), True), "DATE"),
                                                          " will book when back\""])
    if rng.random() < 0.5:
        dp = cm.add_days(appt, 84 + rng.randrange(8))
        rows.append((cm.add_days(dp, -7), "09:00", "OUT", ["Your next contraceptive injection is due from ",
                                                          (cm.fmt_date(ctx, dp), "DATE"), ". Call ",
                                                          (ctx["ctel"], "PHONE"), " to book."]))
    rows.sort(key=lambda r: (r[0], r[1]))
    for day, t, dr, msg in rows:
        d.w("{}  {}  {}  ", _ts(ctx, day, rng), t, dr)
        d.add(msg)
        if dr == "OUT":
            if rng.random() < 0.35:
                d.w("  [{}; sent by {}]", pick(rng, STATUS),
                    (pick(rng, [ctx["admin"]["user"], ctx["nurse"]["user"]]), "USERNAME"))
            else:
                d.w("  [{}; auto]", pick(rng, STATUS))
        d.t("\n")
    d.t("-" * 72 + "\n")
    d.w("Messages: {} out / {} in. Opt-out: {}. Gateway: {} (port 443).\n", str(sum(1 for r in rows if r[2] == "OUT")),
        str(sum(1 for r in rows if r[2] == "IN ")), pick(rng, ["none", "none", "STOP received - reinstated"]),
        (ids.ip_private(rng), "IPADDR"))
    d.w("Printed by {} ({}) for {}.\n", sname(admin, "full"), admin["role"],
        pick(rng, ["subject access request", "complaint review", "clinical audit", "patient request"]))


def removal(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    ref = ctx["doc"]
    cons = cm.make_staff(rng, c, "doctor", ctx["cplace"])
    centre = pp.clinic_name(rng, c)
    d.t(pick(rng, ["REFERRAL - COMPLEX / NON-PALPABLE IMPLANT REMOVAL\n",
                   "Referral for deep implant removal\n", "COMPLICATED LARC REMOVAL REFERRAL\n"]))
    d.w("To: {}, {} ({})\n", sname(cons, "titlefull"), (centre, "HOSPITAL"),
        pick(rng, ["regional removal centre", "complex contraception service", "Plastic Surgery / SRH joint clinic"]))
    d.w("Via: {}\n", (ids.email_service(rng, ids.slugify(centre.split(" ")[0])), "EMAIL"))
    d.w("From: {}, {} - tel {}, fax {}\n", sname(ref, "titlefull"), (ctx["clinic"], "HOSPITAL"),
        (ctx["ctel"], "PHONE"), (ctx["cfax"], "FAX"))
    d.w("Date: {}   Urgency: {}", D(ctx, v), pick(rng, ["routine", "soon", "urgent - wants pregnancy", "urgent - symptomatic"]))
    if c == "UK":
        d.w("   e-RS UBRN: {}", (ids.ubrn(rng), "IDNUM"))
    else:
        d.w("   Referral ID: {}", (ids.case_ref(rng, v.year), "IDNUM"))
    d.t("\n\n")
    pat_block(d, ctx, rng)
    d.w("Address: {}   Tel: {}\n", addr(ctx["home"], c), (ctx["mobile"], "PHONE"))
    d.w("Occupation: {}\n\n", (ctx["job"], "PROFESSION"))
    ins = cm.add_days(v, -(300 + rng.randrange(1100)))
    inserter = cm.make_staff(rng, c, "nurse", ctx["cplace"])
    d.w("Implant history: {} inserted {} at {} by {}; lot {}; {} arm.\n", clin.IMPLANT[c], D(ctx, ins),
        (pp.clinic_name(rng, c) if rng.random() < 0.6 else ctx["practice"], "HOSPITAL"),
        sname(inserter, pick(rng, ["full", "init"])), (ids.implant_lot(rng), "DEVICE"),
        pick(rng, ["left", "right", "L non-dominant", "R"]))
    d.w("Reason for removal: {}.\n", pick(rng, ["planning pregnancy", "persistent bleeding", "expired",
                                                "mood change", "arm pain and tingling", "wants IUS instead"]))
    prob = rng.randrange(4)
    att = cm.add_days(v, -(3 + rng.randrange(30)))
    if prob == 0:
        d.w("Problem: implant not palpable. Attempted localisation {} by {} - unable to feel; no incision made.\n",
            D(ctx, att), sname(ref, "title"))
    elif prob == 1:
        d.w("Problem: failed removal {} by {} - rod palpable distally only, fractured on traction; "
            "approx 2 cm fragment remains. Tinel's sign negative.\n", D(ctx, att), sname(ref, "title"))
    elif prob == 2:
        d.w("Problem: deep insertion suspected (tethered, moves with muscle). Paraesthesia in ulnar "
            "distribution since {}.\n", (cm.fmt_month(ins), "DATE"))
    else:
        d.w("Problem: implant migrated ~{} cm proximally towards axilla; not safe for removal in "
            "community setting (seen {}).\n", str(4 + rng.randrange(6)), D(ctx, att))
    img = cm.add_days(att, 2 + rng.randrange(10))
    d.w("Imaging: USS {} at {} {} (accession {}): {}.\n", D(ctx, img), (ctx["hospital"], "HOSPITAL"),
        pick(rng, ["Radiology", "Ultrasound Dept", "MSK ultrasound"]), (ids.lab_no(rng, img.year), "IDNUM"),
        pick(rng, ["4 cm hyperechoic rod deep to fascia within biceps, 3 mm from brachial artery",
                   "implant subcutaneous but tethered to fascia, acoustic shadowing",
                   "not visualised - X-ray humerus and CXR advised (radio-opaque barium sulfate)",
                   "intramuscular in triceps, 6 mm depth, neurovascular bundle clear"]))
    if rng.random() < 0.4:
        d.w("Serum etonogestrel level sent {} (ref {}) - pending.\n", D(ctx, img), (ids.lab_no(rng, img.year), "IDNUM"))
    d.w("Background: {}; {}. Allergies: {}. {}.\n", pick(rng, clin.PMH), pick(rng, clin.PMH),
        pick(rng, clin.ALLERGY), clin.obs(rng))
    d.w("Interim contraception: {}. Pregnancy test negative {}.\n", clin.meth(rng, c, "pop"), D(ctx, v))
    if rng.random() < 0.5:
        pt = fam(rng, ctx, "M")
        pt["last"] = cm.pn.surname(rng, c)
        d.w("Patient and partner {} keen for removal before {} (TTC).\n", famname(pt, pick(rng, ["full", "first"])),
            (cm.fmt_month(cm.add_days(v, 120)), "DATE"))
    if rng.random() < 0.35:
        d.w("Interpreter needed: {}. Works nights at {} - prefers afternoon appts.\n",
            pick(rng, ["Polish", "Farsi", "Vietnamese", "Tagalog", "Arabic", "Portuguese"]),
            (ctx["employer"], "ORGANIZATION"))
    d.w("Attachments: USS report; clinic letter {}.\n\n", D(ctx, att))
    cm.staff_sig(d, ctx, rng, ref, "Referrer: ")
    d.w("{}  |  {}\n", (ref["email"], "EMAIL"), (ref["ext"], "PHONE"))


def pgd(rng, ctx, d):
    c, v = ctx["c"], ctx["visit"]
    ph = cm.make_staff(rng, c, "pharmacist", ctx["cplace"])
    ph["title"] = ""
    pl = ctx["cplace"]
    d.w("{}\n", (ctx["pharmacy"], "HOSPITAL"))
    d.w("{}, {} {}  Tel {}\n", (pl["street"], "STREET"), (pl["town"], "CITY"), (pl["zip"], "ZIP"),
        (ids.landline(rng, c, pl["area"]), "PHONE"))
    upa = rng.random() < 0.45
    drug = clin.EC_UPA[c] if upa else clin.EC_LNG[c]
    d.w("EMERGENCY HORMONAL CONTRACEPTION - PGD CONSULTATION RECORD\nPGD: {} v{} ({})\n\n", drug,
        pick(rng, ["2.1", "3.0", "3.2", "4.1"]), pick(rng, ["Community Pharmacy EHC service", "NHS Pharmacy Contraception Service",
                                                          "Sexual Health Service commissioned PGD"]))
    d.w("Date: {}   Time: {}   Consultation room {}\n", D(ctx, v), clin.time(rng),
        (pick(rng, ["1", "2", "A"]), "LOCATION_OTHER"))
    d.w("Client: {}   DOB: {}   Age: {}   Postcode: {}\n", pname(ctx, pick(rng, ["full", "LAST"])),
        D(ctx, ctx["dob"]), age(ctx), (ctx["home"]["zip"], "ZIP"))
    d.w("{}   Tel: {}\n", natid(ctx), (ctx["mobile"], "PHONE"))
    d.w("GP practice: {}, {} - consent to inform GP: {}\n", (ctx["practice"], "HOSPITAL"),
        (ctx["gplace"]["town"], "CITY"), pick(rng, ["Y", "Y", "N"]))
    h = clin.hrs(rng, 12, 119 if upa else 71)
    ud = cm.add_days(v, -max(1, round(h / 24)))
    d.w("\nUPSI: {} approx {} ({} h ago) - within {} h: YES\n", (cm.fmt_wday(ctx, ud), "DATE"),
        pick(rng, ["22:00", "01:30", "midnight", "20:45"]), str(h), "120" if upa else "72")
    d.w("LMP: {} - normal, on time. Other UPSI since LMP: {}\n", D(ctx, cm.add_days(v, -(6 + rng.randrange(20)))),
        pick(rng, ["no", "no", "yes - within 72 h, covered"]))
    d.w("Exclusions checked: pregnancy, severe hepatic impairment, acute porphyria, severe asthma on oral "
        "steroids (UPA), enzyme-inducing drugs within 4 weeks ({}), hypersensitivity - none.\n",
        ", ".join(clin.ENZ[:3 + rng.randrange(3)]))
    wt = 48 + rng.randrange(70)
    d.w("Weight {} kg / BMI {}{}\n", str(wt), "%.1f" % (wt / 2.8),
        " -> LNG 3 mg (double dose) per FSRH" if (wt > 70 and not upa) else "")
    if ctx["age"] < 16:
        d.t("Under 16: Fraser guidelines applied - competent; safeguarding screen completed, no concerns; "
            "encouraged to involve parent.\n")
    elif ctx["age"] < 18:
        d.t("Aged under 18: safeguarding questions asked - no concerns.\n")
    d.w("\nSupplied: {} x1 tablet, batch {}, {}\n", drug, (ids.batch(rng), "IDNUM"),
        pick(rng, ["taken in pharmacy (observed)", "taken on premises", "client took home - declined to take now"]))
    d.t("Advice given: mode of action, side effects, vomiting within 3 h - return, next period may be "
        "early/late, PT in 3 weeks, EHC does not protect against STIs, Cu-IUD most effective.\n")
    if rng.random() < 0.6:
        d.w("Bridging contraception: {} 3 months supplied under PGD (BP {}/{}).\n", clin.meth(rng, c, "pop"),
            str(100 + rng.randrange(35)), str(60 + rng.randrange(25)))
    d.w("Signposted: {} tel {}; chlamydia self-sample kit {}.\n", (ctx["clinic"], "HOSPITAL"),
        (ctx["ctel"], "PHONE"), pick(rng, ["given", "ordered online", "declined"]))
    d.w("\nPharmacist: {}  GPhC {}\n", sname(ph, "full"), (ph["lic"], "LICENSE"))
    if rng.random() < 0.5:
        d.w("Second check: {} (pre-reg trainee)\n", sname(cm.make_staff(rng, c, "hca", pl), "full"))
    d.w("Service claim ref {}  |  GP notified via NHSmail {}\n", (ids.account(rng, c), "ACCOUNT"),
        (ids.email_service(rng, ids.slugify(ctx["practice"].split(" ")[0])), "EMAIL"))
    d.w("Client signature: {}  {}\n", pname(ctx, "init"), D(ctx, v))
