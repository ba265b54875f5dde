"""Genres: vasectomy consultation and consent, vasectomy procedure note,
post-vasectomy semen check letter."""
import datetime as dt

import clin
import common as C
from nb import NB, art, words


def _kids(ctx):
    """children with ages; sometimes named"""
    r = ctx.r
    n = r.choice([1, 2, 2, 2, 3, 3, 4])
    ages = sorted(r.sample(range(0, 17), n), reverse=True)
    out = []
    named = r.random() < 0.4
    for i, a in enumerate(ages):
        if i:
            out.append(" and " if i == n - 1 else ", ")
        if named:
            k = ctx.person(r.choice("MF"))
            out += [(k.first, "FAMILY"), " ("]
            out += [(str(a), "AGE"), ")"] if a else [(str(r.randint(3, 11)), "AGE"), " months)"]
        else:
            if a == 0:
                out += ["a baby of ", (str(r.randint(2, 11)), "AGE"), " months"]
            else:
                out += [(str(a), "AGE")]
    return n, out, named


COUNSEL = [
    "Vasectomy is intended to be permanent; reversal is not publicly funded and success falls "
    "with time since vasectomy.",
    "Early failure approx. 1 in 250; late recanalisation approx. 1 in 2,000 even after clearance.",
    "Must use other contraception until cleared by post-vasectomy semen analysis (PVSA), "
    "usually at 12 weeks and after at least 20 ejaculations.",
    "Bleeding / haematoma (1-2%), wound infection, sperm granuloma.",
    "Chronic scrotal pain: about 1 in 20 notice discomfort; severe enough to affect quality of "
    "life in about 1 in 100.",
    "No effect on testosterone, erections, ejaculate appearance or libido.",
    "No proven association with prostate cancer or cardiovascular disease.",
    "Option of sperm cryopreservation before the procedure discussed.",
    "Possibility of vasovagal episode during the procedure; should not drive for 24 hours.",
]


def vasectomy_consultation_consent(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["hosp", "clinic", "clinic", "gp"]))
    doc = ctx.staff(r.choice(["urol", "urol", "gp", "reg"]))
    nurse = ctx.staff("nurse")
    gp = ctx.staff("gp")
    gps = ctx.site("gp")
    pdate = ctx.fwd(14, 90)
    consent_id = r.choice(["CF-", "VAS-", "CON", "F4-"]) + ctx.idv("", 6)
    nk, kid_items, named = _kids(ctx)
    us = ctx.us
    nb.w(*ctx.letterhead(site, r.choice(["Vasectomy Service", "Urology Outpatients",
                                          "Men's Health - Vasectomy Clinic", None])))
    nb.w("\n", r.choice(["VASECTOMY CONSULTATION", "Vasectomy Clinic - Pre-procedure Assessment",
                         "Consultation note: vasectomy counselling"]), "\n\n")
    nb.w("Clinic date: ", (ctx.DL(ctx.today), "DATE"), "\n", "Seen by: ", *ctx.tn(doc, "fl"), ", ",
         doc.role, "\n")
    nb.w(*C.pt_block(ctx, r.choice([("name", "dob", "mrn", "addr", "phone", "ssn"),
                                    ("name", "dob", "mrn", "phone", "hp"),
                                    ("name", "dob", "mrn", "ssn", "hp", "addr")])), "\n")
    if us and r.random() < 0.7:
        nb.w("Encounter #: ", (ctx.acct(), "ACCOUNT"), "\n")
    nb.w("\n", r.choice(["HISTORY", "History:", "HPI:"]), "\n")
    nb.w(*ctx.age_items(), " ", (ctx.job, "PROFESSION"), r.choice([" requesting vasectomy. ",
                                                                     ", self-referred for vasectomy. ",
                                                                     " referred by GP for vasectomy. "]))
    rel = r.choice(["Married to ", "In a long-term relationship with ", "Partner ", "Wife "])
    nb.w(rel, (ctx.partner.f(r.choice(["f", "fl"])), "FAMILY"), " (", (str(ctx.p_age), "AGE"), "). ")
    nb.w("%s %s: " % (words(nk).capitalize(), "child" if nk == 1 else "children"),
         r.choice(["aged ", "ages "]) if not named else "", *kid_items, ". ")
    nb.w(r.choice(["Family complete. ", "Both agree family is complete. ", "Says they are 'definitely done'. ",
                   "Decision made over the last year; partner supportive. ",
                   "Has thought about it for a long time, partner is in agreement. "]))
    if r.random() < 0.5:
        nb.w("Partner ", r.choice(["has had an IUD removed due to side effects", "cannot use hormonal "
                                   "contraception (migraine with aura)", "declined sterilisation",
                                   "is on the combined pill"]), ". ")
    nb.w(r.choice(["No previous scrotal or inguinal surgery. ", "Previous right inguinal hernia repair "
                   "(mesh). ", "No previous genital surgery. "]))
    nb.w("Anticoagulants/antiplatelets: ", r.choice(["none", "none", "aspirin 75 mg - to stop 7 days before",
                                                     "apixaban for AF - discuss with GP"]), ". ")
    nb.w("Allergies: ", r.choice(["NKDA", "nil known", "elastoplast", "chlorhexidine (itch)"]), ".\n")
    if r.random() < 0.5:
        nb.w("Works at ", (ctx.org(), "ORGANIZATION"), "; ", r.choice(["heavy lifting at work - advised 1 week off",
                                                                         "desk-based, back in 2 days",
                                                                         "can arrange light duties"]), ".\n")
    nb.w("\n", r.choice(["EXAMINATION", "O/E:", "Exam:"]), "\n",
         r.choice(["Both vasa easily palpable. Testes normal size and consistency. No hernia, "
                   "hydrocele or varicocele.",
                   "Vasa palpable bilaterally though left is high and thin. Small left epididymal cyst. "
                   "Suitable for LA.",
                   "Tight cremasteric reflex; vasa difficult to isolate on the right - consider "
                   "procedure under sedation/GA.",
                   "Normal genital examination. Vasa readily palpable."]), "\n")
    nb.w("\n", r.choice(["COUNSELLING", "Counselled re:", "Discussion:"]), "\n")
    for c in r.sample(COUNSEL, r.randint(5, 8)):
        nb.w("- ", c, "\n")
    if r.random() < 0.5:
        nb.w("Counselling as per ", {"US": "AUA vasectomy guideline", "UK": "BAUS / FSRH guidance",
                                     "IE": "HSE and BAUS guidance", "CA": "CUA guideline",
                                     "AU": "USANZ guidance", "NZ": "USANZ guidance",
                                     "ZA": "SAUA guidance"}[ctx.cc], r.choice([".", "; questions answered.",
                                                                              "; pt has read the leaflet twice."]), "\n")
    if r.random() < 0.6:
        nb.w("Information leaflet given; also available at ", (site["url"], "URL"), ".\n")
    nb.w("\n", r.choice(["PLAN", "Plan:"]), "\n")
    nb.w(r.choice(["Listed for no-scalpel vasectomy under local anaesthetic on ",
                   "Booked for NSV (LA) on ", "Provisional date for vasectomy: "]),
         (ctx.DW(pdate, short=False) if r.random() < 0.4 else ctx.D(pdate), "DATE"))
    if r.random() < 0.5:
        nb.w(" at ", (site["name"], "HOSPITAL"), ", ", r.choice(["Procedure Room ", "Room ", "Treatment Room "]),
             (ctx.room(), "LOCATION_OTHER"))
    nb.w(".\nShave scrotum the day before; bring close-fitting underwear; arrange someone to drive "
         "home.\n")
    if r.random() < 0.4:
        nb.w("Sperm banking declined. ")
    if r.random() < 0.5:
        nb.w("Cooling-off period of at least 2 weeks between counselling and procedure explained.\n")
    nb.w("\n", "-" * 40, "\nCONSENT FORM ", r.choice(["4", "1", "(adult)"]), "   Ref: ", (consent_id, "IDNUM"), "\n")
    nb.w("Procedure: bilateral vasectomy", r.choice([" (no-scalpel technique)", "", " - open technique"]),
         " under ", r.choice(["local anaesthetic", "LA", "LA with oral sedation"]), "\n")
    nb.w("Intended benefit: permanent contraception\n")
    nb.w("Risks discussed: bleeding, infection, chronic pain, early and late failure, need for PVSA\n")
    nb.w("Patient statement: I understand that I must continue contraception until told my "
         "semen is clear.\n")
    nb.w("Patient name: ", (ctx.pt.f(r.choice(["fl", "LF"])), "PATIENT"), "    Signed: ______    Date: ",
         (ctx.D(ctx.today), "DATE"), "\n")
    nb.w("Health professional: ", (doc.f("fl"), "DOCTOR"), "  (", doc.role, ")    Date: ",
         (ctx.D(ctx.today), "DATE"), "\n")
    if r.random() < 0.5:
        nb.w("Witness: ", (nurse.f(r.choice(["fl", "il"])), "DOCTOR"), ", ", nurse.role, "\n")
    if r.random() < 0.15:
        intr = ctx.staff("admin")
        nb.w("Interpreter (", r.choice(["Arabic", "Polish", "Portuguese", "Tigrinya", "Vietnamese"]),
             "): ", (intr.f("fl"), "DOCTOR"), ", ID badge ", (ctx.idv("INT", 5), "IDNUM"), "\n")
    nb.w("Confirmation of consent on day of procedure: ______\n")
    if r.random() < 0.6:
        nb.w("\n", *C.cc(ctx, gp, gps))
    return nb


def vasectomy_procedure_note(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["hosp", "clinic", "clinic"]))
    surg = ctx.staff(r.choice(["urol", "urol", "gp", "reg"]))
    nurse = ctx.staff("nurse")
    room = ctx.room()
    st_h, st_m = r.randint(8, 16), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50])
    dur = r.randint(14, 38)
    en = st_h * 60 + st_m + dur
    vdate = ctx.today
    pvsa = vdate + dt.timedelta(weeks=r.choice([12, 12, 16]))
    lido = r.choice(["1% lidocaine", "1% lignocaine", "2% lidocaine", "1% lidocaine with adrenaline"])
    if ctx.us:
        lido = lido.replace("lignocaine", "lidocaine").replace("adrenaline", "epinephrine")
    nb.w(r.choice(["VASECTOMY - OPERATION NOTE", "Procedure Note: Bilateral Vasectomy",
                   "NO-SCALPEL VASECTOMY PROCEDURE RECORD"]), "\n\n")
    nb.w("Date: ", (ctx.D(vdate), "DATE"), "    Site: ", (site["name"], "HOSPITAL"), ", ",
         r.choice(["Procedure Room ", "Minor Ops Room ", "Treatment Rm ", "Theatre "]),
         (room, "LOCATION_OTHER"), "\n")
    nb.w(*C.pt_block(ctx, ("name", "dob", "mrn"), sep="   "), "\n")
    if r.random() < 0.5:
        nb.w("Account: ", (ctx.acct(), "ACCOUNT"), "\n")
    nb.w("Operator: ", *ctx.tn(surg, "fl"), "\nAssistant: ", (nurse.f("fl"), "DOCTOR"), ", ", nurse.role, "\n")
    nb.w("\nPre-procedure check: identity confirmed (name, DOB, wristband); consent ",
         r.choice(["signed in clinic", "reconfirmed"]), " (form ", (r.choice(["CF-", "VAS-"]) + ctx.idv("", 6), "IDNUM"),
         "); allergies ", r.choice(["none", "NKDA", "plaster"]), "; anticoagulants none; ",
         r.choice(["WHO checklist completed.", "safety pause done.", "time-out performed."]), "\n")
    nb.w("\nAnaesthesia: ", lido, " %d mL, perivasal block" % r.choice([6, 8, 10, 12]),
         r.choice([" via MadaJet needle-free injector", " with 25G needle", " plus 0.5% bupivacaine 5 mL", ""]),
         ".\n")
    tech = r.choice(["no-scalpel", "no-scalpel", "conventional two-incision"])
    seg = (round(r.uniform(0.8, 1.8), 1), round(r.uniform(0.8, 1.8), 1))
    occl = r.choice(["intraluminal diathermy of both ends and fascial interposition",
                     "cautery of the mucosa, testicular end left open (open-ended technique)",
                     "ligation with 3-0 Vicryl, cautery and fascial interposition",
                     "titanium clips to both ends with fascial interposition"])
    nb.w("\nProcedure: Right vas fixed with three-finger technique. ",
         "Single midline puncture with sharp dissecting forceps. " if tech == "no-scalpel"
         else "1 cm transverse incision over the vas. ",
         "Vas delivered with ring clamp, sheath stripped. %.1f cm segment excised; %s. " % (seg[0], occl),
         "Left side identical through the same puncture (%.1f cm removed). " % seg[1],
         r.choice(["Haemostasis secured. ", "Minor ooze controlled with pressure. ",
                   "Small skin bleeder - diathermy. "]),
         r.choice(["No sutures required.", "Skin closed with one 4-0 Vicryl Rapide.",
                   "Steri-Strip applied."]), "\n")
    if r.random() < 0.5:
        nb.w("Specimens: R and L vas segments to histology, request ",
             (r.choice(["H", "HS", "P"]) + str(vdate.year % 100) + "-" + ctx.idv("", 5), "IDNUM"), ".\n")
    else:
        nb.w("Specimens: not sent (routine histology not performed).\n")
    nb.w("EBL: minimal. Complications: ", r.choice(["nil", "none", "nil, pt tolerated well", "transient vasovagal, resolved lying flat",
                                                    "nil immediate"]), ".\n")
    nb.w("Start %02d:%02d  Finish %02d:%02d\n" % (st_h, st_m, en // 60 % 24, en % 60))
    nb.w("\nPost-op:\n- Scrotal support, ice packs 20 min at a time for 48 h.\n"
         "- Paracetamol 1 g QDS and ibuprofen 400 mg TDS PRN.\n"
         "- No heavy lifting or sport for 7 days; ", r.choice(["return to work in 2-3 days", "back to work in 3-4 days",
                                                                "off work for a week"]))
    if r.random() < 0.5:
        nb.w(" (works as %s " % art(ctx.job), (ctx.job, "PROFESSION"), ")")
    nb.w(".\n- Continue contraception. PVSA due ", r.choice(["on or after ", "around ", "from "]),
         (ctx.D(pvsa), "DATE"), " (%s); pot and request form given.\n" %
         r.choice(["12 weeks and >= 20 ejaculations", "16 weeks", "12 weeks"]))
    nb.w("- Advice line: ", (site["phone"], "PHONE"), r.choice([" (weekdays 08:00-17:00)", "", " - 24 h"]), ".\n")
    k = r.random()
    if k < 0.4:
        nb.w("\nDischarged %02d:%02d with " % ((en + 20) // 60 % 24, (en + 20) % 60),
             r.choice(["wife ", "partner "]), (ctx.partner.f("f"), "FAMILY"),
             " driving; vehicle reg ", (ctx.plate(), "VEHICLE"), " noted for car park exemption.\n")
    elif k < 0.7:
        fam = ctx.person("M")
        nb.w("\nDischarged home. Escort: ", (fam.f("fl"), "FAMILY"), " (", r.choice(["brother", "father",
                                                                                      "friend", "neighbour"]),
             "), contact ", (ctx.c.phone(r, "mobile"), "PHONE"), ".\n")
    else:
        nb.w("\nDischarged home, walked to partner's car. Well.\n")
    nb.w("\n", *C.sign(ctx, surg, close=r.choice(["Signed:", "Electronically signed by", ""]),
                     site=None))
    nb.w("Note entered by ", (ctx.username(surg), "USERNAME"), " ", (ctx.DS(vdate), "DATE"),
         " %02d:%02d\n" % ((en + 30) // 60 % 24, (en + 30) % 60))
    return nb


def post_vasectomy_semen_check_letter(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["lab", "clinic", "hosp"]))
    surg = ctx.staff(r.choice(["urol", "gp"]))
    surg_site = ctx.site(r.choice(["clinic", "hosp", "gp"]))
    sci = ctx.staff(r.choice(["sci", "sci", "nurse"]))
    vdate = ctx.back(90, 200)
    sdate = ctx.back(3, 20)
    weeks = (sdate - vdate).days // 7
    labno = ctx.lab_no()
    out = r.choices(["clear", "special", "motile", "rejected"], [50, 20, 20, 10])[0]
    nb.w(*ctx.letterhead(site, r.choice(["Andrology Laboratory", "Vasectomy Service", None])))
    nb.w("\n", (ctx.DL(ctx.today), "DATE"), "\n\n", r.choice(["PRIVATE AND CONFIDENTIAL\n", ""]))
    nb.w("Mr. " if ctx.us else "Mr ", (ctx.pt.f(r.choice(["fl", "fml", "il"])), "PATIENT"), "\n")
    nb.w(*ctx.addr_block(ctx.addr), "\n\n")
    nb.w(ctx.mrn[0], ": ", (ctx.mrn[1], "MRN"), "   Lab no: ", (labno, "IDNUM"), "\n\n")
    nb.w("Dear ", "Mr. " if ctx.us else "Mr ", (ctx.pt.f("l"), "PATIENT"), ",\n\n")
    nb.w(r.choice(["Post-vasectomy semen analysis", "RE: YOUR POST-VASECTOMY SEMEN TEST",
                   "Result of your post-vasectomy sample"]), "\n\n")
    nb.w("Your vasectomy was performed on ", (ctx.DL(vdate), "DATE"), " by ", *ctx.tn(surg, "fl"),
         " at ", (surg_site["name"], "HOSPITAL"), ". We received your sample on ",
         (ctx.DL(sdate), "DATE"), ", %d weeks after the procedure" % weeks,
         r.choice([" and you reported %d ejaculations since surgery." % r.randint(18, 45), "."]), "\n\n")
    if out == "clear":
        nb.w("No sperm were seen in the sample, including after centrifugation of the whole "
             "specimen. Your vasectomy has been successful and you may now stop using other "
             "methods of contraception.\n\n")
    elif out == "special":
        nb.w("A very small number of non-motile sperm (fewer than 100,000 per mL) were seen. In "
             "line with current guidance this is regarded as 'special clearance': the risk of "
             "pregnancy is considered very low, and you may stop other contraception. If you prefer, "
             "a further sample can be tested in 4 weeks.\n\n")
    elif out == "motile":
        nb.w("Motile (moving) sperm were still present (approx. %s per mL). This is not "
             "unusual at this stage, but you must CONTINUE using contraception. Please provide a "
             "further sample %s; a new form and pot are enclosed.\n\n" % (
                 r.choice(["0.3 million", "1.2 million", "60,000", "250,000"]),
                 r.choice(["in 4 weeks", "in 6 weeks", "after a further 10 ejaculations"])))
    else:
        nb.w("Unfortunately we were unable to test your sample because ",
             r.choice(["it arrived more than 4 hours after production",
                       "the container was not labelled with your date of birth",
                       "the request form was missing",
                       "the sample had leaked in transit"]),
             ". Please continue contraception and provide a repeat sample. Samples are accepted ",
             r.choice(["Monday to Thursday 08:30-11:00", "weekdays 9am-12 noon", "Mon-Fri before 10:30"]),
             " at the ", r.choice(["Pathology reception, ground floor", "Andrology Laboratory, Level 2",
                                   "main laboratory hatch"]), ".\n\n")
    if out != "rejected" and r.random() < 0.7:
        nb.w("Please remember that no vasectomy is 100% effective: around 1 in 2,000 men become "
             "fertile again at some point after being given the all-clear.\n\n")
    nb.w("If you have any questions please contact ", r.choice(["the laboratory", "the vasectomy nurses",
                                                               "us"]),
         " on ", (site["phone"], "PHONE"))
    if r.random() < 0.6:
        nb.w(" or email ", (site["email"], "EMAIL"))
    nb.w(".\n\n")
    nb.w(*C.sign(ctx, sci, lic=r.random() < 0.3))
    if r.random() < 0.7:
        gp = ctx.staff("gp")
        nb.w("\n", *C.cc(ctx, gp, ctx.site("gp"), patient=False))
    if r.random() < 0.3:
        nb.w(r.choice(["cc: ", "Copy: "]), *ctx.tn(surg, "il"), " (operating surgeon)\n")
    return nb
