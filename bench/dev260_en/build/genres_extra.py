"""Genres: interpreter-assisted history, laboratory report, portal audit log, invoice/receipt."""
import phi
import clinical as C
from blocks import letterhead, id_fields, sex_word, signature
from cast import d, addr_line
from notekit import Note
from pools_places import CAMPS, TRANSIT_COUNTRIES, ABROAD, DEST_COUNTRY_NAME


def interpreter_history(rng, k):
    n = Note()
    c = k.clinic if k.dest == "US" or rng.random() < 0.4 else (k.panel if rng.random() < 0.5 else k.tbc)
    lang = k.lang if k.lang != "English" else "Jamaican Patois"
    dd = k.exam_date
    n.line("{} - INTERPRETER-ASSISTED HISTORY", (c.name, "HOSPITAL"))
    n.line("Date: {}   Mode: {}   Language: {}", d(k, dd), rng.choice(["in person", "telephone", "video (VRI)"]), lang)
    fam_interp = rng.random() < 0.2
    if fam_interp:
        n.line("Interpreter: applicant's {} {} - professional interpreter offered and declined; documented.",
               k.spouse_rel, k.spouse.form("full"))
    else:
        n.line("Interpreter: {} (ID {}), {}", k.interp.form(rng.choice(["full", "given", "init_sur"])), (phi.interp_id(rng), "IDNUM"),
               (k.interp_agency, "ORGANIZATION"))
    n.line("Applicant: {}   DOB {} ({} y)   {}", k.pt.form(rng.choice(["full", "caps_comma", "comma"])), d(k, k.dob),
           (str(k.age), "AGE"), [id_fields(k)[0][0] + " ", (id_fields(k)[0][1], "IDNUM")])
    n.line("Clinician: {}", c.md.dr(rng))
    n.line("")
    q = rng.choice(["Q: ", "Dr: ", "> "])
    a = rng.choice(["A: ", "Pt (via interp): ", "Answer - "])
    low = rng.random() < 0.3
    def ql(text, *args):
        n.line(q + (text.lower() if low else text), *args)
    ql("Where were you born and where have you lived?")
    left = phi.add_days(k.exam_date, -rng.randint(200, 3000))
    if k.birth_country in ("Syria", "Afghanistan", "Somalia", "Eritrea", "Democratic Republic of the Congo", "Myanmar", "Ethiopia") \
            and rng.random() < 0.7:
        camp = rng.choice(CAMPS)
        t1 = phi.add_days(left, -rng.randint(400, 2500))
        n.line(a + "born in {}. left in {}, stayed in {} refugee camp from {} until {}, then {}.", (k.birth_country, "COUNTRY"),
               d(k, t1, "year"), (camp, "LOCATION_OTHER"), d(k, t1, "mon_year"), d(k, left, "mon_year"),
               rng.choice(["came here", "moved to the city", "got the visa interview"]))
    else:
        tr = rng.choice(TRANSIT_COUNTRIES)
        bplace = [(k.home_abroad["city"], "CITY"), ", ", (k.birth_country, "COUNTRY")] if k.site_country == k.birth_country \
            else (k.birth_country, "COUNTRY")
        w_end = phi.add_days(left, -rng.randint(30, 700))
        yrs = rng.randint(2, 9)
        w_start = phi.add_days(w_end, -365 * yrs - rng.randint(0, 200))
        n.line(a + "born in {}. worked {} years in {} ({} to {}). came back home {}.", bplace,
               str(yrs), (tr, "COUNTRY"), d(k, w_start, "year"), d(k, w_end, "year"),
               d(k, left, rng.choice(["mon_year", "year"])))
    arr = phi.add_days(k.exam_date, -rng.randint(20, 400))
    if k.dest == "US" or c is not k.panel:
        ql("When did you arrive, and where do you live now?")
        n.line(a + "{} on {}. now at {} with {}.", rng.choice(["came", "arrived", "landed"]), d(k, arr, rng.choice([k.ds, "dmy_long", "us_long"])),
               addr_line(k.home, rng), rng.choice(["my cousin", "my family", ["my ", k.spouse_rel, " ", k.spouse.form("given")],
                                                   ["sponsor ", k.sponsor.form("full")]]))
        n.line("  phone: {}", (k.mobile, "PHONE"))
    ql("What work do you do?")
    if k.profession:
        n.line(a + "{} {}.{}", rng.choice(["I am", "I was", "I work as", "before I was"]), (k.profession, "PROFESSION"),
               rng.choice(["", " no dust at work.", " long hours.", " same work I want to do there.", " in the city."]))
    else:
        n.line(a + "{} is at school, grade {}. {} brings {}.", k.pt.form("given"), str(max(1, k.age - 5)),
               k.spouse_rel.capitalize(), "her" if k.sex == "F" else "him")
    ql("Anyone in the family or house with TB, or long cough?")
    if rng.random() < 0.4:
        yr = phi.add_days(k.exam_date, -rng.randint(300, 4000))
        n.line(a + "yes, my {} {} had TB in {}. took tablets 6 months, finished. {} lived with us.", k.parent_rel,
               k.parent.form(rng.choice(["given", "full"])), d(k, yr, "year"), "he" if k.parent.sex == "M" else "she")
    else:
        n.line(a + "no. nobody.")
    ql("Have you had TB treatment or a TB test before?")
    n.line(a + "{}", rng.choice(["no.", "only the injection on the arm as a baby (BCG).",
                                 ["skin test for work in ", (rng.choice(TRANSIT_COUNTRIES), "COUNTRY"), ", they said negative."],
                                 ["x-ray at ", (k.panel.name, "HOSPITAL"), " last time, normal."]]))
    ql("Cough, fever, sweats at night, weight loss?")
    n.line(a + "{}", rng.choice(["no.", "a little cough in winter, no blood.", "no, only tired from night shifts.",
                                 "lost some weight in the camp, now ok."]))
    ql("Any medicines or medical problems?")
    n.line(a + "{}", rng.choice(["no medicines.", "tablets for sugar - metformin.", "blood pressure tablet, I forget the name.",
                                 "inhaler (blue one) sometimes.", "I have a pacemaker, card in my bag."]))
    if rng.random() < 0.25:
        n.line("  -> device card sighted: {} serial {}", rng.choice(["pacemaker", "insulin pump", "cochlear implant processor"]),
               (k.device_sn, "DEVICE"))
    ql("Any problems with alcohol or drugs, or have you ever hurt anyone or yourself?")
    n.line(a + "{}", rng.choice(["no.", "no. I don't drink.", "no, never.", "beer at weddings only."]))
    if k.sex == "F" and 15 <= k.age <= 49:
        ql("Could you be pregnant? LMP?")
        n.line(a + "no. last period {}.", d(k, phi.add_days(dd, -rng.randint(3, 25)), rng.choice(["day_mon", "mon_day", k.ds])))
    n.line("")
    n.line("Clinician summary: history obtained via interpreter; applicant {}. {}",
           rng.choice(["answered clearly", "appeared anxious but cooperative", "asked for questions to be repeated",
                       "needed several clarifications about dates"]),
           rng.choice(["Teach-back used for IGRA/CXR plan.", "Consent for HIV/syphilis testing obtained.",
                       "Explained results go to immigration, not to the applicant.", "No red flags for active TB."]))
    if not fam_interp:
        n.line("Interpreter {} confirmed accuracy; session {} min.", k.interp.form(rng.choice(["sur", "given", "full"])),
               str(rng.choice([20, 25, 35, 40, 55])))
    n.line("-- {}", c.md.dr(rng))
    return n


LAB_ROWS = [
    ("Haemoglobin", "g/L", (115, 170), "115-165"), ("WBC", "x10^9/L", (3.9, 11.0), "4.0-11.0"), ("Platelets", "x10^9/L", (160, 390), "150-400"),
    ("Creatinine", "umol/L", (45, 110), "45-110"), ("ALT", "U/L", (9, 60), "<40"), ("Glucose (fasting)", "mmol/L", (4.1, 8.9), "3.9-5.5"),
    ("HbA1c", "%", (4.9, 8.1), "<6.0"), ("Total bilirubin", "umol/L", (4, 24), "<20"),
]


def lab_report(rng, k):
    n = Note()
    abroad = rng.random() < 0.35
    lb = k.lab_abroad if abroad else k.lab
    ref = k.panel if abroad else k.clinic
    letterhead(n, rng, lb)
    if k.dest == "US" and not abroad:
        n.line("CLIA #{}   Lab Director: {}", (phi.clia(rng), "LICENSE"), lb.md.dr(rng))
    else:
        n.line("Accreditation no. {}   Pathologist: {}", (phi.fill(rng, rng.choice(["#####", "ISO15189-####"])), "LICENSE"), lb.md.dr(rng))
    n.line("=" * 64)
    yy = k.exam_date.year % 100
    n.line("PATIENT: {}    SEX: {}   DOB: {}   AGE: {}", k.pt.form(rng.choice(["caps_comma", "caps", "passport"])), sex_word(rng, k),
           d(k, k.dob), (str(k.age), "AGE"))
    n.line("LAB NO: {}   SPECIMEN: {}   CHART: {}", (phi.accession(rng, yy), "IDNUM"), (phi.specimen(rng, yy), "IDNUM"), (k.mrn, "MRN"))
    col = k.exam_date
    n.line("COLLECTED: {} {}   RECEIVED: {} {}   REPORTED: {}", d(k, col), "%02d:%02d" % (rng.randint(7, 12), rng.randint(0, 59)),
           d(k, col), "%02d:%02d" % (rng.randint(12, 18), rng.randint(0, 59)), d(k, phi.add_days(col, rng.randint(1, 4))))
    n.line("ORDERED BY: {} - {}   COPY TO: {}", ref.md.form(rng.choice(["caps_comma", "full", "init_sur"])), (ref.name, "HOSPITAL"),
           rng.choice(["nil", "applicant file", "immigration portal"]))
    if rng.random() < 0.5:
        n.line("BILL TO: {}   Member ID {}   Group {}", rng.choice(["insurer", "self-pay (ins. on file)", "third party"]),
               (k.healthplan, "HEALTHPLAN"), (k.group_no, "HEALTHPLAN"))
    if k.dest in ("US", "CA") and not abroad and rng.random() < 0.4:
        n.line("{}: {}", "SSN" if k.dest == "US" else "SIN", (k.ssn if k.dest == "US" else k.sin, "SSN"))
    n.line("Clinical notes: {}", rng.choice(["immigration medical", "visa medical - panel", "I-693", "IME", "pre-entry TB screen"]))
    n.line("-" * 64)
    n.line("%-28s %-12s %-10s %s" % ("TEST", "RESULT", "UNITS", "REF RANGE"))
    res = rng.choice(["neg", "neg", "pos", "indet"])
    nil = round(rng.uniform(0.01, 0.15), 2)
    t1 = round(rng.uniform(0.0, 0.2), 2) if res != "pos" else round(rng.uniform(0.4, 8.0), 2)
    n.line("%-28s %-12s %-10s %s" % ("QFT-Plus Nil", "%.2f" % nil, "IU/mL", "<8.0"))
    n.line("%-28s %-12s %-10s %s" % ("QFT-Plus TB1-Nil", "%.2f" % t1, "IU/mL", "<0.35"))
    n.line("%-28s %-12s %-10s %s" % ("QFT-Plus TB2-Nil", "%.2f" % (t1 + 0.05), "IU/mL", "<0.35"))
    n.line("%-28s %-12s %-10s %s" % ("QFT-Plus Mitogen-Nil", ">10.00" if res != "indet" else "0.21", "IU/mL", ">=0.50"))
    n.line("%-28s %s" % ("QFT-Plus interpretation", {"neg": "NEGATIVE", "pos": "POSITIVE", "indet": "INDETERMINATE"}[res]))
    for name, unit, (lo, hi), rr in rng.sample(LAB_ROWS, rng.randint(2, 5)):
        v = rng.uniform(lo, hi)
        n.line("%-28s %-12s %-10s %s" % (name, ("%.1f" % v) if hi < 30 else str(int(v)), unit, rr))
    for t in rng.sample(["Syphilis EIA  NON-REACTIVE", "RPR  NON-REACTIVE", "HIV Ag/Ab  NON-REACTIVE", "HBsAg  NOT DETECTED",
                         "Anti-HCV  NON-REACTIVE", "GC/CT NAAT (urine)  NOT DETECTED", "Varicella IgG  DETECTED",
                         "Measles IgG  DETECTED"], rng.randint(2, 5)):
        a, b = t.split("  ")
        n.line("%-28s %s" % (a, b))
    n.line("-" * 64)
    if res == "pos" or rng.random() < 0.2:
        n.line("Comment: {} phoned to {} on {} at {} - read back confirmed. ({})", rng.choice(["Positive IGRA", "Result"]),
               ref.rn.form(rng.choice(["full", "init_sur"])), d(k, phi.add_days(col, 2)), "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59)),
               lb.tech.form("ini_plain"))
    if res == "indet":
        n.line("Comment: low mitogen response; recommend repeat collection (lithium heparin tube, process within 16 h).")
    n.line("Authorised by: {}, {}   {}", lb.tech.form(rng.choice(["full", "init_sur"])), lb.tech.cred or "MLS",
           d(k, phi.add_days(col, rng.randint(1, 3))))
    n.line("Report ID {}  page 1 of 1  ** FINAL **", (phi.order_no(rng), "IDNUM"))
    return n


ACTIONS = ["CREATE case", "EDIT demographics", "UPLOAD 502 CXR images (4 files)", "VIEW case", "PRINT referral",
           "SUBMIT 501 medical", "UPLOAD pathology 707/708", "ADD note", "SIGN I-693 worksheet", "EXPORT PDF", "LOCK record",
           "REASSIGN to radiologist", "VERIFY identity (passport scan)", "DOWNLOAD DS-3024", "LOGIN", "LOGOUT", "FAILED LOGIN"]


def portal_audit_log(rng, k):
    n = Note()
    c = k.panel if k.dest != "US" or rng.random() < 0.3 else k.clinic
    n.line("{} -- audit trail export", rng.choice(["eMedical client", "EHR", "Panel portal", "Civil surgeon EMR", "RIS/PACS"]))
    n.line("Site: {}   Site ID {}", (c.name, "HOSPITAL"), (phi.fill(rng, "@@-####"), "IDNUM"))
    lab, val, typ = id_fields(k)[0]
    n.line("Record: {} / {} {} / applicant {} (DOB {})", (k.mrn, "MRN"), lab, (val, typ), k.pt.form(rng.choice(["caps_comma", "full"])),
           d(k, k.dob, "iso"))
    n.line("Exported by {} on {}", (phi.username(rng, c.clerk.given, c.clerk.family), "USERNAME"), d(k, phi.add_days(k.exam_date, 30), "iso"))
    n.line("")
    n.line("%-20s %-16s %-16s %s" % ("timestamp", "user", "ip", "action"))
    users = [(phi.username(rng, p.given, p.family), p) for p in (c.md, c.rn, c.clerk, c.tech, c.rad)]
    ws = phi.ip(rng)
    day = phi.add_days(k.exam_date, -rng.randint(0, 3))
    rows = []
    for i in range(rng.randint(7, 14)):
        if rng.random() < 0.25:
            day = phi.add_days(day, rng.randint(1, 3))
        u, p = rng.choice(users)
        ip = ws if rng.random() < 0.6 else phi.ip(rng)
        ts = "%02d:%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59), rng.randint(0, 59))
        rows.append((day, ts, u, ip, rng.choice(ACTIONS), rng.random()))
    rows.sort(key=lambda r: (r[0], r[1]))
    tstyle = rng.choice(["iso", "iso", "caps", "us_slash" if k.dest == "US" else "uk_slash", "dmy_mon"])
    for day, ts, u, ip, act, x in rows:
        n.f("{} {}  ", d(k, day, tstyle), ts)
        n.f("{}", (u, "USERNAME"))
        n.t(" " * max(1, 16 - len(u)))
        n.f("{}", (ip, "IPADDR"))
        n.t(" " * max(1, 16 - len(ip)))
        if "identity" in act and x < 0.6:
            n.line("{} passport {}", act, (k.passport, "IDNUM"))
        elif "UPLOAD" in act and x < 0.5:
            n.line("{} file {}_{}.dcm", act, (k.pt.family.upper().replace(" ", "_"), "PATIENT"), phi.digits(rng, 3))
        elif act == "FAILED LOGIN":
            n.line("FAILED LOGIN (bad password x{})", str(rng.randint(1, 3)))
        else:
            n.line("{}", act)
    if rng.random() < 0.4:
        n.line("")
        n.line("Note: biometric match ref {} linked {} by {}.", (k.bio, "BIOID"), d(k, k.exam_date, "iso"),
               (users[2][0], "USERNAME"))
    n.line("-- end of export ({} rows) --", str(rng.randint(8, 40)))
    return n


ITEMS = {
    "US": [("99450", "Civil surgeon exam (I-693)", 220), ("86480", "QuantiFERON-TB Gold Plus", 95), ("86592", "Syphilis RPR", 25),
           ("87591", "GC NAAT", 60), ("90707", "MMR vaccine 0.5 mL", 110), ("90715", "Tdap vaccine", 70),
           ("71046", "Chest X-ray 2 views", 80), ("90716", "Varicella vaccine", 165)],
    "other": [("501", "Medical examination", 250), ("502", "Chest x-ray examination", 90), ("707", "HIV test", 45),
              ("708", "Hepatitis B test", 40), ("QFT", "IGRA (QFT-Plus)", 110), ("CR", "Creatinine/eGFR", 30),
              ("UA", "Urinalysis dipstick", 15), ("VAX", "MMR vaccine administered", 95)],
}


def invoice_receipt(rng, k):
    n = Note()
    c = k.clinic if k.dest == "US" or rng.random() < 0.5 else k.panel
    letterhead(n, rng, c)
    dd = k.exam_date
    n.line("{}", rng.choice(["TAX INVOICE / RECEIPT", "RECEIPT", "INVOICE", "Statement of account"]))
    n.line("Invoice no. {}   Date: {}   Visit: {}", (k.account, "ACCOUNT"), d(k, dd), (phi.account(rng, dd.year % 100), "ACCOUNT"))
    n.line("")
    payer = rng.random()
    if payer < 0.3:
        n.line("Bill to: {} (employer sponsor) - attn {}, PO {}", (k.employer, "ORGANIZATION"), k.sponsor.form("full"),
               (phi.fill(rng, "PO-#####"), "ACCOUNT"))
    elif payer < 0.45:
        n.line("Bill to: {} on behalf of client", (k.lawfirm, "ORGANIZATION"))
    else:
        n.line("Bill to: {}", k.pt.form(rng.choice(["full", "caps_comma", "gmf"])))
        n.line("{}", addr_line(k.home if c is k.clinic else k.home_abroad, rng))
    n.line("Patient: {}   DOB {}   {}", k.pt.form(rng.choice(["full", "comma"])), d(k, k.dob),
           [id_fields(k)[0][0] + " ", (id_fields(k)[0][1], "IDNUM")])
    if k.dest in ("US", "CA") and c is k.clinic and rng.random() < 0.3:
        n.line("Tax/insurer ID on file ({}): {}", "SSN" if k.dest == "US" else "SIN", (k.ssn if k.dest == "US" else k.sin, "SSN"))
    n.line("")
    items = ITEMS["US"] if k.dest == "US" and c is k.clinic else ITEMS["other"]
    total = 0
    n.line("%-7s %-34s %8s" % ("Code", "Description", "Amount"))
    for code, desc, amt in rng.sample(items, rng.randint(3, 6)):
        n.line("%-7s %-34s %8.2f" % (code, desc, amt))
        total += amt
    n.line("%-42s %8.2f" % ("TOTAL", total))
    if rng.random() < 0.5 and c is k.clinic:
        n.line("Insurance: {} - Member ID {}   Group {}  (immigration exams usually not covered)",
               (rng.choice(["BlueHarbor Health", "Meridian Health Plan", "Kestrel Mutual", "Lighthouse Visitor Cover",
                            "Northwind Group Benefits", "Tasman Overseas Cover"]), "ORGANIZATION"),
               (k.healthplan, "HEALTHPLAN"), (k.group_no, "HEALTHPLAN"))
    pm = rng.choice(["VISA", "Mastercard", "EFTPOS", "cash", "bank transfer", "AMEX"])
    if pm in ("VISA", "Mastercard", "AMEX", "EFTPOS"):
        n.line("Paid: {} ****{}  auth {}   Txn {}", pm, (phi.digits(rng, 4), "ACCOUNT"), (phi.digits(rng, 6), "ACCOUNT"),
               (phi.fill(rng, "TX########"), "ACCOUNT"))
    elif pm == "bank transfer":
        n.line("Paid by bank transfer, ref {} on {}", (phi.fill(rng, "@@########"), "ACCOUNT"), d(k, phi.add_days(dd, -2)))
    else:
        n.line("Paid cash. Change given.")
    n.line("Balance due: 0.00")
    n.line("")
    n.line("Received by: {}   {}", c.clerk.form(rng.choice(["full", "init_sur", "given"])), d(k, dd))
    n.line("Note: fees are non-refundable once the examination has started.{}",
           " Re-issue of sealed I-693 envelope: $35." if k.dest == "US" and c is k.clinic else " Results are sent to the immigration authority only.")
    return n
