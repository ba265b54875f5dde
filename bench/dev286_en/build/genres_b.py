"""Genres: sign-language booking confirmations, document translation job
sheets, interpreter timesheets and invoices."""
import case as C
import clinical as K
import common as M
import phi_format as F
import pools_names as PN
from notebuild import Note

FOREIGN_TOWNS = {
    "Syria": ["Tell Abyad Jadid", "Kafr Saghir"], "Iraq": ["Suleimaniya Jadid", "Al-Rashidiya"],
    "Sudan": ["Kassala North", "Wad Hamid"], "South Sudan": ["Yei Payam"], "Somalia": ["Beledweyne East", "Qoryooley"],
    "Afghanistan": ["Qalat-e Sabz", "Mazar Khas"], "Iran": ["Shahr-e Now", "Kuhdasht Olya"],
    "Eritrea": ["Keren Adi", "Adi Tekelezan"], "Ethiopia": ["Dire Kebele", "Gondar Arada"],
    "Vietnam": ["Tân Phú Đông", "Phú Lộc"], "Democratic Republic of the Congo": ["Goma Nord", "Kalehe"],
    "Myanmar": ["Hpa-an East"], "Thailand": ["Mae La", "Ban Na Khao"], "Guatemala": ["San Miguel Tepa"],
    "Mexico": ["Nuevo Paraíso"], "Pakistan": ["Chakwal Kalan", "Dadyal"], "Nepal": ["Biratnagar East"],
    "Sri Lanka": ["Jaffna Town", "Point Pedro North"], "Bangladesh": ["Biswanath", "Golapganj"],
    "Ukraine": ["Novoselytsia"], "Poland": ["Stara Wola"], "Romania": ["Valea Seacă"],
    "China": ["Xinhe Zhen"], "Haiti": ["Cap-Rouge"], "Tonga": ["Kolovai"], "Samoa": ["Satapuala"],
}
TRANS_CREDS = {"US": ["ATA-certified", "ATA CT", "CCHI"], "UK": ["CIOL", "ITI MITI", "ITI Qualified Member", "DipTrans"],
               "AU": ["NAATI Certified Translator", "NAATI CT"], "CA": ["OTTIAQ certified translator", "ATIO certified translator", "CTTIC"],
               "NZ": ["NZSTI", "NAATI Certified Translator"]}
CAL_NOTES = {"Iran": "source gives the date of birth in the Solar Hijri calendar; converted. ",
             "Afghanistan": "source gives the date of birth in the Solar Hijri calendar; converted. ",
             "Ethiopia": "the source uses the Ethiopian calendar; dates converted to Gregorian. ",
             "Eritrea": "the source uses the Ethiopian calendar for one entry; converted to Gregorian. "}

_SIGN_WORD = {"UK": "BSL", "US": "ASL", "AU": "Auslan", "CA": "ASL", "NZ": "NZSL"}


# ------------------------------------------------------ sign_booking_confirm

def sign_booking_confirm(rng, country, lower):
    sc = rng.choice([s for s in K.SCENARIOS if s["amin"] >= 16])
    c = M.case_for(rng, country, sc, sign=True)
    n = Note(lower)
    k = rng.randrange(3)
    if k == 0:
        _sign_email(n, rng, c, sc)
    elif k == 1:
        _sign_jobsheet(n, rng, c, sc)
    else:
        _sign_sms_pack(n, rng, c, sc)
    return n


def _dur_block(rng):
    h = rng.randrange(8, 16)
    m = rng.choice([0, 30, 15])
    dur = rng.choice([60, 90, 120, 150, 180])
    e = h * 60 + m + dur
    return "%02d:%02d - %02d:%02d (%s)" % (h, m, e // 60, e % 60, "%g hr%s" % (dur / 60.0, "" if dur == 60 else "s")), dur


def _sign_email(n, rng, c, sc):
    appt = F.workday(F.shift(c["enc"], rng.randrange(3, 40)))
    job = F.idnum(rng, "booking")
    n.f("Subject: Booking Confirmation - Job {IDNUM:j} - {s} - {DATE:d}\n", j=job, s=_SIGN_WORD[c["country"]], d=M.D(rng, c, appt))
    n.f("From: {EMAIL:a}\nTo: {EMAIL:b}\n\n", a=c["ag_email"], b=c["coord_email"])
    n.t("Dear ").seq(M.staff_name(rng, c, "coord", "first")).t(",\n\n")
    n.f("Thank you for your booking. We are pleased to confirm the following {s} interpreting assignment:\n\n", s=c["lang"])
    n.f("Job number:      {IDNUM:j}\n", j=job)
    if rng.random() < 0.6:
        n.f("Your PO/ref:     {IDNUM:po}\n", po=F.idnum(rng, "po"))
    n.f("Date:            {DATE:d}\n", d=M.weekday_date(rng, c, appt))
    tr, dur = _dur_block(rng)
    n.f("Time:            {t}\n", t=tr)
    n.t("Venue:           ")
    M.venue(n, rng, c, with_addr=False)
    n.t("\n                 ").seq(C.addr_pieces(rng, c["site_addr"], c["country"], "line")).nl()
    n.t("Deaf client:     ").seq(M.pt_name(rng, c, rng.choice(["full", "full_t", "first_init"])))
    n.f("  ({how} {PHONE:p})\n", how=rng.choice(["SMS only:", "text:", "video relay:", "SMS/WhatsApp"]), p=c["pt_mobile"])
    n.t("Contact on day:  ").seq(M.staff_name(rng, c, "nurse", rng.choice(["full", "full_cred"]), "RN")).f(" - {PHONE:x}\n", x=c["dept_ext"] if rng.random() < 0.5 else c["doc_phone"])
    n.t("Interpreter(s):  ").seq(M.interp_name(rng, c, "full")).f(" ({cr}, {body} {LICENSE:l})\n", cr=c["interp_cred"], body=c["lic_body"], l=c["lic"])
    if dur > 90 or rng.random() < 0.3:
        n.t("                 ").seq(M.interp_name(rng, c, "full", "interp2")).f(" ({cr}, {body} {LICENSE:l}) - co-worker", cr=c["interp_cred"], body=c["lic_body"], l=F.license_no(rng, c["lic_body"]))
        n.t(" (assignment over 90 min)\n" if dur > 90 else "\n")
    n.f("Assignment:      {d} - {r}\n", d=sc["dept"], r=sc["reason"])
    if rng.random() < 0.5:
        n.f("Parking:         permit issued for vehicle {VEHICLE:v}, {cp}\n", v=F.plate(rng, c["country"]), cp=C.carpark_pieces(rng))
    if rng.random() < 0.5:
        n.f("Notes:           {b}\n", b=rng.choice(["Deaf client uses hearing aids (" + rng.choice(["Phonak Naida", "Oticon Xceed", "Signia Motion"]) + ") - good lip-reader but prefers signing for medical info.",
                                                  "Deafblind - tactile interpreting required; please seat interpreters on client's right.",
                                                  "Deaf Interpreter (CDI/DI) requested as client has minimal language; team interpreting.",
                                                  "Client has cochlear implant (Cochlear Nucleus 8) but signs.",
                                                  "Please allow 10 min pre-brief with clinician.",
                                                  "Please provide preparation materials (agenda, slides) 48 hrs before."]))
    n.f("\n{cp}\n\n", cp=rng.choice(K.CANCEL_POLICY))
    n.f("{cl},\n", cl=M.closing(rng))
    bk = C.make_person(rng)
    n.seq(C.name(rng, bk, "DOCTOR", rng.choice(["full", "first"]))).t("\nBookings Team\n")
    M.agency_block(n, rng, c)


def _sign_jobsheet(n, rng, c, sc):
    appt = F.workday(F.shift(c["enc"], rng.randrange(3, 40)))
    n.f("JOB SHEET - {s} INTERPRETING        Status: {st}\n", s=_SIGN_WORD[c["country"]].upper(), st=rng.choice(["ACCEPTED", "CONFIRMED", "FILLED"]))
    n.f("Job: {IDNUM:j}   Created: {DATE:cr} by {USERNAME:u}\n", j=c["booking"], cr=M.D(rng, c), u=F.username(rng, c["coord"].first, c["coord"].last))
    n.t("-" * 50 + "\n")
    n.f("Client org:  {HOSPITAL:h} ({d})\n", h=c["hosp"], d=sc["dept"])
    n.f("Billing acct: {ACCOUNT:a}\n", a=F.account(rng))
    tr, dur = _dur_block(rng)
    n.f("When:        {DATE:d}  {t}\n", d=M.D(rng, c, appt), t=tr)
    n.t("Where:       ").seq(C.addr_pieces(rng, c["site_addr"], c["country"], "line")).nl()
    n.f("             {LOCATION_OTHER:b}, {r}\n", b=c["building"], r=c["room"])
    n.t("Deaf person: ").seq(M.pt_name(rng, c, rng.choice(["full", "caps_lf"])))
    if rng.random() < 0.7:
        n.f(", {AGE:a}", a=str(c["age"]))
    n.f("  pref: {l}\n", l=c["lang"])
    if rng.random() < 0.5:
        n.f("Hearing device: {mdl} s/n {DEVICE:sn}\n", mdl=rng.choice(["Cochlear Nucleus 7 CP1000", "Advanced Bionics Naida CI M90", "MED-EL Sonnet 2", "Phonak Naida P-UP"]), sn=F.device_serial(rng))
    n.t("Interpreter: ").seq(M.interp_name(rng, c, rng.choice(["full", "last_first"]))).f("  ID {IDNUM:i}  {body} {LICENSE:l}\n", i=c["interp_id"], body=c["lic_body"], l=c["lic"])
    n.f("Mobile:      {PHONE:p}\n", p=c["interp_phone"])
    if dur > 90:
        n.t("Co-worker:   ").seq(M.interp_name(rng, c, "full", "interp2")).nl()
    n.t("On-site contact: ").seq(M.staff_name(rng, c, "doc", rng.choice(["dr_last", "dr_full"]))).f(" / ward clerk ext {PHONE:e}\n", e=c["dept_ext"])
    n.f("Subject matter: {r}. {b}\n", r=sc["reason"], b=rng.choice(["Vocabulary list sent to interpreters.", "Prep: consent form attached.", "Medical terminology heavy.", ""]))
    n.f("Fee: {h} hrs x {r}/hr + travel {tr}; {cp}\n", h="%g" % (dur / 60.0), r=M.money(rng, c, rng.choice([55, 65, 72.5, 80, 95])), tr=M.money(rng, c, rng.choice([12, 18.5, 22, 30])), cp=rng.choice(K.CANCEL_POLICY))
    n.f("Agency: {ORGANIZATION:a}  {PHONE:p}\n", a=c["agency"], p=c["ag_phone"])
    if rng.random() < 0.5:
        n.f("Timesheet to be signed on site and uploaded at {URL:u}\n", u=F.url(rng, c["agency"], "/timesheets"))


def _sign_sms_pack(n, rng, c, sc):
    appt = F.workday(F.shift(c["enc"], rng.randrange(3, 25)))
    tm = F.fmt_time(rng)
    n.f("Outbound messages - {s} booking {IDNUM:j}\n\n", s=_SIGN_WORD[c["country"]], j=c["booking"])
    n.f("[SMS to {PHONE:p}, sent {DATE:d} {t}]\n", p=c["pt_mobile"], d=M.D(rng, c), t=F.fmt_time(rng))
    n.t("Hi ").seq(M.pt_name(rng, c, "first")).f(", your {s} interpreter ", s=_SIGN_WORD[c["country"]]).seq(M.interp_name(rng, c, "first"))
    n.f(" is booked for your appt at {HOSPITAL:h} on {DATE:d} at {t}. ", h=c["hosp"], d=F.fmt_date_short(rng, appt, c["country"]), t=tm)
    n.f("Please go to {LOCATION_OTHER:b}. To change, text {PHONE:p} - do not reply to this number.\n\n", b=c["building"], p=c["ag_phone"] if rng.random() < 0.5 else F.phone(rng, c["country"], "mobile"))
    n.f("[Email to {EMAIL:e}]\n", e=c["pt_email"])
    n.t("Dear ").seq(M.pt_name(rng, c, rng.choice(["first", "last_t"]))).t(",\n")
    n.f("This confirms your interpreter booking for {DATE:d}, {t}.\n", d=M.weekday_date(rng, c, appt), t=tm)
    n.t("Interpreter: ").seq(M.interp_name(rng, c, "full")).f(" ({cr})\n", cr=c["interp_cred"])
    n.f("Watch this message in {s}: {URL:u}\n", s=_SIGN_WORD[c["country"]], u=F.url(rng, c["agency"], "/v/%d" % rng.randrange(1000, 99999)))
    n.f("Video relay: {PHONE:p}\n\n", p=F.phone(rng, c["country"], "toll"))
    n.f("[Email to {EMAIL:e}]\n", e=c["interp_email"])
    n.t("Hi ").seq(M.interp_name(rng, c, "first")).f(" - confirmed for job {IDNUM:j}, {DATE:d} {t} at ", j=c["booking"], d=M.D(rng, c, appt), t=tm)
    n.seq(C.addr_pieces(rng, c["site_addr"], c["country"], rng.choice(["line", "short"])))
    n.t(". Client is ").seq(M.pt_name(rng, c, "initials")).f(" ({AGE:a}", a=str(c["age"])).f("{s}), {r}. ", s=c["pt"].sex, r=sc["reason"])
    n.t("Ask for ").seq(M.staff_name(rng, c, "nurse", rng.choice(["full", "first"]))).t(" at reception.\n")
    if rng.random() < 0.5:
        n.f("Parking: give plate {VEHICLE:v} at barrier intercom.\n", v=F.plate(rng, c["country"]))
    n.t(rng.choice(["Thanks, ", "Cheers, ", "Ta, "])).seq(C.name(rng, C.make_person(rng), "DOCTOR", "first")).f(" @ {ORGANIZATION:a}\n", a=c["agency"])


# ----------------------------------------------------------- translation_job

def translation_job(rng, country, lower):
    c = C.make_case(rng, country, sign=False)
    n = Note(lower)
    into_en = rng.random() < 0.45 and c["birth_country"] in FOREIGN_TOWNS
    lang = c["lang"]
    src, tgt = (lang, "English") if into_en else ("English", lang)
    recv = c["enc"]
    due = F.workday(F.shift(recv, rng.choice([2, 3, 5, 7, 10])))
    job = F.idnum(rng, "job")
    n.f("{h}{pad}Job No: {IDNUM:j}\n", h=rng.choice(["TRANSLATION JOB SHEET", "Document Translation Request", "TRANSLATION ORDER", "Written Translation - Job Card"]), pad=" " * rng.randrange(4, 18), j=job)
    n.f("Client: {HOSPITAL:h} - {d}", h=c["hosp"], d=rng.choice(K.DEPTS))
    if rng.random() < 0.6:
        n.f("    Client ref: {IDNUM:r}", r=F.idnum(rng, "order"))
    n.t("\nRequested by: ").seq(M.staff_name(rng, c, "doc", rng.choice(["full", "dr_full", "init_last"])))
    n.f(" ({EMAIL:e})\n", e=c["doc_email"])
    n.f("Date received: {DATE:r}    Deadline: {DATE:d} 17:00 ({u})\n", r=M.D(rng, c, recv), d=M.D(rng, c, due), u=rng.choice(["standard", "URGENT 48h", "5 working days", "priority"]))
    n.f("Source language: {s}    Target language: {t}\n", s=src, t=tgt)
    n.t("Patient: ").seq(M.pt_name(rng, c, rng.choice(["full", "caps_lf", "lf"]))).f("   DOB {DATE:d}   ", d=M.D(rng, c, c["dob"]))
    n.f("{lab} {MRN:m}\n", lab=M.mrn_label(rng, c), m=c["mrn"])
    n.t("\nDocument(s):\n")
    docs = rng.sample(K.DOC_TYPES, rng.randrange(1, 4))
    total = 0
    for i, dname in enumerate(docs):
        wc = rng.randrange(120, 2400)
        total += wc
        pp = max(1, wc // 350)
        n.f("  {i}. {d} ({pp} pp, {w} words) - file ", i=str(i + 1), d=dname, pp=str(pp), w="{:,}".format(wc))
        st = rng.randrange(3)
        if st == 0:
            n.t(rng.choice(["DS_", "CL_", "doc_"])).f("{MRN:m}", m=c["mrn"]).t(rng.choice(["_final.docx", "_v2.pdf", ".docx"]))
        elif st == 1:
            n.t(F.ascii_slug(dname)[:12] + "_").f("{DATE:d}", d=recv.strftime("%Y%m%d")).t(".pdf")
        else:
            n.t("scan%04d.pdf" % rng.randrange(10000))
        n.nl()
    if into_en:
        n.t("\nEXTRACT (translated, for records):\n")
        n.t('  "Name: ').seq(M.pt_name(rng, c, "caps_full")).f(". Born {DATE:b} in {CITY:bt}, {COUNTRY:k}.", b=M.D(rng, c, c["dob"], "d_month_y"), bt=rng.choice(FOREIGN_TOWNS[c["birth_country"]]), k=c["birth_country"])
        n.t(rng.choice([" Received BCG at birth, OPV x3, DTP x3, measles vaccine x1.", " Diagnosed with pulmonary TB, completed 6 months treatment (2HRZE/4HR).",
                        " Operation: caesarean section, uncomplicated. Blood group B+.", " Hepatitis B surface antigen: reactive. Referred to hepatology."]))
        n.f(' Signed: Dr {DOCTOR:od}, {HOSPITAL:oh}."\n', od=C.make_person(rng, c["pt"].origin).last, oh=rng.choice(["Central Teaching Hospital", "Al-Amal Polyclinic", "Provincial Referral Hospital", "District Hospital", "Maternity Polyclinic No. 3"]) + " " + rng.choice(FOREIGN_TOWNS[c["birth_country"]]))
        if rng.random() < 0.5:
            n.f(" Age at examination: {AGE:a} years.", a=str(max(1, c["age"] - rng.randrange(1, 6))))
        n.t("\n  Translator's note: ")
        n.t(CAL_NOTES.get(c["birth_country"]) or rng.choice(["the stamp at the foot of page 2 is illegible. ",
                                                              "handwritten dose partly illegible - rendered as '[illegible] mg'. ",
                                                              "abbreviation in source not expanded; rendered as written. "]))
        n.nl()
    n.t("\nTranslator: ").seq(M.interp_name(rng, c, "full")).f(" ({cr}", cr=rng.choice(TRANS_CREDS[c["country"]]))
    n.f(", {body} {LICENSE:l})\n", body=c["lic_body"], l=c["lic"])
    chk = C.make_person(rng, c["interp"].origin)
    n.t("Checker/reviewer: ").seq(C.name(rng, chk, "DOCTOR", rng.choice(["full", "init_last"]))).nl()
    rate = rng.choice([0.09, 0.11, 0.12, 0.14, 0.16, 0.18])
    n.t("Word count: %s   Rate: %s/word   Minimum fee %s   Total: %s\n" % ("{:,}".format(total), M.money(rng, c, rate), M.money(rng, c, 45), M.money(rng, c, max(45, total * rate))))
    n.t("Special instructions: " + rng.choice([
        "retain patient identifiers exactly as in source; do not translate drug names (keep brand/generic as written).",
        "doses and units to be checked by second linguist (mg vs mcg).",
        "use plain language, reading age approx 11; keep layout of tables.",
        "dates to be kept in source format DD/MM/YYYY; add note if ambiguous.",
        "sight translation only required for leaflet; formal translation for consent form."]) + "\n")
    n.t("QA: [x] numbers/doses  [x] names  [x] dates  [ ] formatting\n")
    if rng.random() < 0.6:
        dlv = F.shift(due, -rng.randrange(0, 2))
        n.f("Delivered: {DATE:d} via secure portal {URL:u}\n", d=M.D(rng, c, dlv), u=F.url(rng, c["agency"], "/docs/translation"))
    if rng.random() < 0.5:
        n.t("\nCertification: I, ").seq(M.interp_name(rng, c, "full")).f(", certify that the attached is a true and accurate translation of the {s} original.\nSigned ______  Date {DATE:d}\n", s=src, d=M.D(rng, c, due))
    n.f("Agency: {ORGANIZATION:a} | {PHONE:p}\n", a=c["agency"], p=c["ag_phone"])
    return n


# ----------------------------------------------------------- timesheet_invoice

def timesheet_invoice(rng, country, lower):
    c = C.make_case(rng, country)
    n = Note(lower)
    if rng.random() < 0.5:
        _timesheet(n, rng, c)
    else:
        _invoice(n, rng, c)
    return n


def _interp_home(n, rng, c):
    a = C.make_address(rng, c["country"])
    n.t("Address: ").seq(C.addr_pieces(rng, a, c["country"], "line")).nl()


def _bank(n, rng, c):
    k = c["country"]
    acct = "%0*d" % (rng.choice([8, 9, 10]), rng.randrange(10 ** 7, 10 ** 9))
    if k == "UK":
        n.f("Bank: sort code {sc}, acct no. {ACCOUNT:a}\n", sc="%02d-%02d-%02d" % (rng.randrange(10, 99), rng.randrange(100), rng.randrange(100)), a=acct[:8])
    elif k == "AU":
        n.f("Payment: BSB {b}  Account {ACCOUNT:a}\n", b="%03d-%03d" % (rng.randrange(10, 999), rng.randrange(1000)), a=acct[:9])
    elif k == "NZ":
        n.f("Bank account: {ACCOUNT:a}\n", a="%02d-%04d-%07d-%02d" % (rng.randrange(1, 39), rng.randrange(10000), rng.randrange(10 ** 7), rng.randrange(100)))
    else:
        n.f("Direct deposit: routing {r}, account {ACCOUNT:a}\n", r="0" + "".join(str(rng.randrange(10)) for _ in range(8)), a=acct)


def _taxid(n, rng, c):
    k = c["country"]
    if k == "AU":
        n.f("ABN: {IDNUM:a}\n", a="%02d %03d %03d %03d" % (rng.randrange(10, 99), rng.randrange(1000), rng.randrange(1000), rng.randrange(1000)))
    elif k == "UK":
        if rng.random() < 0.5:
            n.f("NI no: {SSN:s}\n", s=F.ssn(rng, "UK"))
        else:
            n.f("UTR: {IDNUM:u}\n", u="".join(str(rng.randrange(10)) for _ in range(10)))
    elif k == "US":
        n.f("SSN/TIN: {SSN:s}\n", s=F.ssn(rng, "US"))
    elif k == "CA":
        n.f("SIN: {SSN:s}   GST/HST no. {IDNUM:g}\n", s=F.ssn(rng, "CA"), g="%09d RT0001" % rng.randrange(10 ** 8, 10 ** 9))
    else:
        n.f("IRD no: {IDNUM:i}   GST: not registered\n", i="%03d-%03d-%03d" % (rng.randrange(1000), rng.randrange(1000), rng.randrange(1000)))


def _timesheet(n, rng, c):
    n.t(rng.choice(["INTERPRETER TIMESHEET / CLAIM FORM", "Freelance Interpreter Timesheet", "TIMESHEET - COMMUNITY INTERPRETING", "Monthly claim - sessional interpreter"]) + "\n")
    n.t("Interpreter: ").seq(M.interp_name(rng, c, rng.choice(["full", "last_first"]))).f("   ID: {IDNUM:i}   {body} {LICENSE:l}\n", i=c["interp_id"], body=c["lic_body"], l=c["lic"])
    _interp_home(n, rng, c)
    n.f("Tel: {PHONE:p}   Email: {EMAIL:e}\n", p=c["interp_phone"], e=c["interp_email"])
    _taxid(n, rng, c)
    n.f("Agency: {ORGANIZATION:a}   Period ending: {DATE:pe}\n\n", a=c["agency"], pe=M.D(rng, c, F.shift(c["enc"], 6)))
    n.t("Date       | Job ref      | Location                         | Lang | Booked      | Start | Finish | Mins | Pt   | Verified by            | Miles\n")
    rows = rng.randrange(4, 9)
    tot = 0
    miles = 0
    for i in range(rows):
        d = F.shift(c["enc"], rng.randrange(0, 7))
        h = rng.randrange(8, 17)
        bk = rng.choice([60, 60, 90, 120, 45])
        late = rng.choice([0, 0, 5, -5, 10, 0])
        over = rng.choice([0, 0, 10, 20, -15, 5])
        mins = bk + over - late
        tot += mins
        mi = rng.randrange(2, 38)
        miles += mi
        n.f("{DATE:d} | {IDNUM:j} | ", d=F.fmt_date(rng, d, c["country"], "dmy" if c["country"] not in ("US", "CA") else "mdy"), j=F.idnum(rng, "booking"))
        hosp = C.fill(rng, rng.choice(__import__("pools_places").HOSP_PATTERNS[c["country"]]), c["country"])
        n.f("{HOSPITAL:h}", h=hosp)
        if rng.random() < 0.4:
            n.f(" {HOSPITAL:w}", w=rng.choice(__import__("pools_places").WARDS))
        n.t(" | %s | %02d:00-%02d:%02d | %02d:%02d | %02d:%02d | %d | " % (c["lang"].split(" (")[0][:10], h, h + bk // 60, bk % 60, h, max(0, late), h + (bk + over) // 60, (bk + over) % 60, mins))
        pp = C.make_person(rng, c["pt"].origin)
        n.seq(C.name(rng, pp, "PATIENT", "initials")).t(" | ")
        vb = C.make_person(rng)
        n.seq(C.name(rng, vb, "DOCTOR", rng.choice(["init_last", "full", "initials"]))).t(" | %d\n" % mi)
    n.t("\n")
    n.f("Vehicle reg: {VEHICLE:v}   Parking receipts attached: {p1}, {p2}\n", v=F.plate(rng, c["country"]), p1=M.money(rng, c, rng.choice([3.5, 4.5, 6, 8.2])), p2=M.money(rng, c, rng.choice([2, 5, 7.5])))
    rate = rng.choice([28, 32.5, 35, 45, 55, 60])
    n.t("Total time: %d min (%.2f h) @ %s/h = %s   Mileage: %d %s @ %s\n" % (tot, tot / 60.0, M.money(rng, c, rate), M.money(rng, c, tot / 60.0 * rate), miles, "mi" if c["country"] in ("UK", "US") else "km", M.money(rng, c, 0.45 if c["country"] == "UK" else 0.67)))
    n.t("Signed (interpreter): ").seq(M.interp_name(rng, c, "full")).f("   Date: {DATE:d}\n", d=M.D(rng, c, F.shift(c["enc"], 7)))
    n.t("Authorised: ").seq(M.staff_name(rng, c, "coord", rng.choice(["full", "init_last"]))).f(" ({u})  {DATE:d}\n", u=rng.choice(["Language Services Manager", "Interpreting Coordinator", "Team Leader"]), d=M.D(rng, c, F.shift(c["enc"], rng.randrange(8, 14))))
    _bank(n, rng, c)


def _invoice(n, rng, c):
    inv = F.invoice_no(rng)
    n.f("{h}\nInvoice no: {ACCOUNT:i}    Date: {DATE:d}    Due: {DATE:due}\n", h=rng.choice(["TAX INVOICE", "INVOICE", "Invoice - Interpreting Services"]), i=inv, d=M.D(rng, c), due=M.D(rng, c, F.shift(c["enc"], rng.choice([14, 30]))))
    n.t("From: ").seq(M.interp_name(rng, c, "full"))
    k = rng.randrange(3)
    if k == 0:
        n.t(" t/a ").f("{ORGANIZATION:o}", o=rng.choice(["Clear Channel Language", "Two Shores Interpreting", "Plain Words Language Services", "Open Hands Sign Services"]))
    elif k == 1:
        n.t(" (sole trader)")
    n.nl()
    _interp_home(n, rng, c)
    _taxid(n, rng, c)
    n.f("Ph {PHONE:p}  |  {EMAIL:e}\n\n", p=c["interp_phone"], e=c["interp_email"])
    n.f("Bill to: {HOSPITAL:h} - Accounts Payable\n", h=c["hosp"])
    n.seq(C.addr_pieces(rng, c["site_addr"], c["country"], "multi")).nl()
    n.f("Attn: ").seq(M.staff_name(rng, c, "coord", "full")).f("   PO: {IDNUM:po}\n\n", po=F.idnum(rng, "po"))
    n.t("Item | Date | Description | Qty | Rate | Amount\n")
    rows = rng.randrange(2, 6)
    sub = 0.0
    rate = rng.choice([55, 60, 65, 70, 85, 90])
    for i in range(rows):
        d = F.shift(c["enc"], -rng.randrange(1, 28))
        q = rng.choice([1, 1.5, 2, 2, 2.5, 3])
        amt = q * rate
        sub += amt
        n.f("{i} | {DATE:d} | Interpreting ({l}), {dept}, pt ref ", i=str(i + 1), d=F.fmt_date_short(rng, d, c["country"]), l=c["lang"], dept=rng.choice(K.DEPTS))
        if rng.random() < 0.5:
            n.f("{MRN:m}", m=F.mrn(rng, c["country"]))
        else:
            n.seq(C.name(rng, C.make_person(rng, c["pt"].origin), "PATIENT", "initials"))
        n.t(" | %g h | %s | %s\n" % (q, M.money(rng, c, rate), M.money(rng, c, amt)))
    if rng.random() < 0.6:
        trav = rng.choice([18, 24.5, 36, 42])
        sub += trav
        n.t("%d | - | Travel/mileage (%d km) | 1 | %s | %s\n" % (rows + 1, rng.randrange(10, 90), M.money(rng, c, trav), M.money(rng, c, trav)))
    if c["country"] == "US" and rng.random() < 0.6:
        n.t("Billing code: HCPCS T1013 (per 15 min) x %d units; ICD-10 Z60.3 not billable\n" % rng.randrange(4, 16))
    tax = {"AU": 0.1, "NZ": 0.15, "CA": 0.13, "UK": 0.0, "US": 0.0}[c["country"]]
    n.t("Subtotal %s   %s %s   TOTAL %s\n" % (M.money(rng, c, sub), {"AU": "GST", "NZ": "GST", "CA": "HST", "UK": "VAT (exempt)", "US": "Tax"}[c["country"]], M.money(rng, c, sub * tax), M.money(rng, c, sub * (1 + tax))))
    _bank(n, rng, c)
    n.f("Please quote {ACCOUNT:i} on remittance. Remittance advice to {EMAIL:e}\n", i=inv, e=c["interp_email"])
    if rng.random() < 0.4:
        n.f("Vehicle used: {VEHICLE:v} (private)\n", v=F.plate(rng, c["country"]))


UNUSED = PN
