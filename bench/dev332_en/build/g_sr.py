"""Genres: sperm retrieval operative note, vasectomy reversal operative note
(own addition), sperm cryopreservation storage record (own addition)."""
import datetime as dt

import clin
import common as C
from geo import dg, lt
from nb import NB

TRAVEL = ["Brazil", "Mexico", "Colombia", "Thailand", "Indonesia", "Fiji", "Samoa", "Vietnam",
          "India", "Singapore", "Jamaica", "Peru", "Philippines", "Malaysia", "Sri Lanka",
          "Kenya", "Nigeria", "Cuba", "Costa Rica", "Tonga"]


def _team(ctx, nb, roles):
    r = ctx.r
    for lab, role in roles:
        p = ctx.staff(role)
        nb.w(lab.ljust(18), *ctx.tn(p, r.choice(["fl", "fl", "il"])))
        if role in ("urol", "reg") and r.random() < 0.3:
            nb.w(" (", p.role, ")")
        nb.w("\n")
    return


def sperm_retrieval_operative_note(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["hosp", "hosp", "clinic"]))
    ivf = ctx.site("ivf")
    surg = ctx.staff("urol")
    emb = ctx.staff("sci")
    proc = r.choice(["microdissection TESE (micro-TESE)", "conventional TESE", "PESA", "TESA",
                     "MESA", "micro-TESE"])
    dx = r.choice(["nOA", "nOA", "ks", "oa_vas", "cbavd", "nOA"])
    if proc in ("PESA", "MESA"):
        dx = r.choice(["oa_vas", "cbavd"])
    found = r.random() < (0.55 if dx in ("nOA", "ks") else 0.95)
    nb.w(r.choice(["OPERATION NOTE - SURGICAL SPERM RETRIEVAL", "Operative Report: Sperm Retrieval",
                   "SURGICAL SPERM RETRIEVAL (SSR) - THEATRE RECORD"]), "\n")
    nb.w((site["name"], "HOSPITAL"), r.choice([" - Day Surgery Unit", " - Main Theatres", ", Urology"]),
         ", ", r.choice(["Theatre ", "OR ", "Theatre "]), (str(r.randint(1, 14)), "LOCATION_OTHER"), "\n\n")
    nb.w("Date of operation: ", (ctx.D(ctx.today), "DATE"), "\n")
    nb.w(*C.pt_block(ctx, ("name", "dob", "mrn"), style=r.choice(["colon", "pad"])), "\n")
    if r.random() < 0.5:
        nb.w("Admission no: ", (ctx.acct(), "ACCOUNT"), "\n")
    nb.w("Partner: ", (ctx.partner.f("fl"), "FAMILY"), ", ", (str(ctx.p_age), "AGE"), r.choice(["y", " yrs", ""]),
         " - ICSI cycle at ", (ivf["name"], "HOSPITAL"))
    if r.random() < 0.5:
        nb.w(" (egg collection ", (ctx.D(ctx.today + dt.timedelta(days=r.choice([0, 1, 2]))), "DATE"), ")")
    nb.w("\n\n")
    _team(ctx, nb, [("Surgeon:", "urol"), ("Assistant:", "reg"), ("Anaesthetist:" if not ctx.us
                                                                  else "Anesthesiologist:", "gp"),
                    ("Scrub nurse:", "nurse")])
    nb.w("Embryologist:".ljust(18), (emb.f("fl"), "DOCTOR"), "\n\n")
    ind = {
        "nOA": "Non-obstructive azoospermia. FSH %.1f IU/L, testicular volumes %d/%d mL. Karyotype 46,XY; "
               "AZFa/b/c microdeletions not detected." % (r.uniform(12, 35), r.choice([6, 8, 10]), r.choice([6, 8, 10, 12])),
        "ks": "Klinefelter syndrome (47,XXY), azoospermic, testes 3 mL bilaterally. Pre-treated with "
              "anastrozole 1 mg daily for 3 months.",
        "oa_vas": "Obstructive azoospermia following vasectomy; couple chose sperm retrieval with ICSI "
                  "rather than reversal. FSH normal.",
        "cbavd": "Congenital bilateral absence of the vas deferens (CFTR F508del / 5T). Partner CF "
                 "carrier screen negative.",
    }[dx]
    nb.w("Indication: ", ind, "\n")
    if dx == "nOA" and r.random() < 0.5:
        nb.w("Previous diagnostic biopsy: ", r.choice(["Sertoli cell-only pattern", "maturation arrest at "
                                                       "spermatocyte stage", "hypospermatogenesis, Johnsen score 5"]),
             ".\n")
    if r.random() < 0.5:
        nb.w("Admitted to ", (ctx.ward(), "HOSPITAL"), ", bed ", (str(r.randint(1, 24)), "LOCATION_OTHER"), ".\n")
    if dx == "oa_vas":
        nb.w("Vasectomy ", (str(ctx.today.year - r.randint(4, 18)), "DATE"), " at ", (ctx.site("gp")["name"], "HOSPITAL"),
             ".\n")
    nb.w("Anaesthesia: ", r.choice(["GA (LMA) plus spermatic cord block, levobupivacaine 0.25% 10 mL each side",
                                    "local anaesthetic cord block (1% lidocaine 8 mL) with IV sedation",
                                    "general anaesthetic"]), "\n")
    nb.w("Antibiotic: ", r.choice(["cefazolin 2 g IV at induction", "co-amoxiclav 1.2 g IV", "nil"]), "\n\n")
    nb.w("Procedure:\n")
    if "micro" in proc:
        nb.w("Midline scrotal raphe incision; right testis delivered. Equatorial transverse incision of "
             "tunica albuginea avoiding subtunical vessels. Parenchyma explored under operating "
             "microscope at x20-x25. ", r.choice(["Scattered dilated opaque tubules identified in the upper pole",
                                                   "Uniformly thin tubules; diffuse exploration performed",
                                                   "Occasional dilated tubules centrally"]),
             "; %d samples taken and passed to the embryologist. " % r.randint(4, 14),
             r.choice(["Left side explored in the same way as sperm were not found on the right.",
                       "Left testis not explored.", "Contralateral testis explored (6 samples)."]),
             " Tunica closed with 5-0 PDS; dartos and skin 4-0 Vicryl Rapide.\n")
    elif proc in ("PESA", "MESA"):
        nb.w("Epididymis stabilised between finger and thumb. ", "21G butterfly needle" if proc == "PESA"
             else "Under microscope, tubule of caput opened", " - %s aspirate obtained from the caput. " % r.choice(
                 ["cloudy", "clear", "creamy"]), "Aspirate flushed into HEPES-buffered medium.\n")
    else:
        nb.w("Small incision through scrotal skin and tunica; testicular tissue extruded and excised "
             "(%d biopsies). Tunica closed with 4-0 Vicryl.\n" % r.randint(2, 5))
    nb.w("\nFindings (embryologist, in theatre): ")
    if found:
        nb.w(r.choice(["sperm found", "motile sperm seen", "rare non-motile sperm, twitching after "
                                                        "pentoxifylline"]),
             " in %d of %d samples. " % (r.randint(1, 6), r.randint(6, 14)),
             "%d straws cryopreserved" % r.randint(1, 8),
             r.choice(["; fresh sample to IVF lab for same-day ICSI.", ".", "; remainder discarded."]), "\n")
        base = r.choice(["TS", "SR", "EP"]) + dg(r, 5)
        nb.w("Straw IDs: ", (base + "-A", "IDNUM"), " to ", (base + "-" + r.choice("CDEF"), "IDNUM"),
             "  Storage location: ",
             ("D%d-C%d-K%d" % (r.randint(1, 9), r.randint(1, 6), r.randint(1, 20)), "LOCATION_OTHER"), "\n")
    else:
        nb.w("no sperm identified in any sample after extended search (%d h). Partner informed by "
             "embryologist; donor sperm back-up discussed pre-operatively.\n" % r.randint(2, 4))
    if proc in ("PESA", "MESA"):
        nb.w("Histology: not applicable (aspirate only).\n")
    else:
        nb.w("Histology: testicular tissue sent, specimen ", (r.choice(["H", "TB"]) + str(ctx.today.year % 100) +
                                                               "/" + dg(r, 5), "IDNUM"), " (Johnsen score requested).\n")
    nb.w("EBL: <10 mL. Complications: ", r.choice(["none", "none", "small haematoma at closure - pressure"]), ".\n")
    nb.w("\nPost-op: scrotal support 1 week; paracetamol + ibuprofen; no heavy lifting 2 weeks. ",
         r.choice(["Follow-up in clinic 6 weeks.", "Telephone review at 2 weeks.",
                   "Review testosterone at 6 months (risk of hypogonadism after micro-TESE)."]), "\n")
    nb.w("Results phoned to IVF unit on ", (ivf["phone"], "PHONE"), r.choice([".", " and emailed to ", ". "]))
    if nb.parts[-1] == " and emailed to ":
        nb.w((ivf["email"], "EMAIL"), ".")
    nb.w("\n\n", *C.sign(ctx, surg, close=""))
    return nb


def vasectomy_reversal_operative_note(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["hosp", "clinic"]))
    surg = ctx.staff("urol")
    vy = ctx.today.year - r.randint(3, 19)
    interval = ctx.today.year - vy
    grades = (r.randint(1, 5), r.randint(1, 5))
    nb.w(r.choice(["OPERATIVE REPORT", "OPERATION NOTE", "Operative Note - Vasectomy Reversal"]), "\n\n")
    nb.w(*C.pt_block(ctx, ("name", "dob", "mrn"), style="colon"), "\n")
    if ctx.us:
        nb.w("FIN: ", (ctx.acct(), "ACCOUNT"), "   ", ctx.hp[0], ": ", (ctx.hp[1], "HEALTHPLAN"), "\n")
        if r.random() < 0.6:
            nb.w("Guarantor: self   SSN: ", (ctx.ssn[1], "SSN"), "   Payer: ", (ctx.insurer(), "ORGANIZATION"), "\n")
    elif r.random() < 0.5:
        nb.w("Episode: ", (ctx.acct(), "ACCOUNT"), "\n")
    nb.w("Date of surgery: ", (ctx.DL(ctx.today), "DATE"), "\nFacility: ", (site["name"], "HOSPITAL"), ", ",
         r.choice(["OR ", "Theatre ", "Suite "]), (str(r.randint(1, 9)), "LOCATION_OTHER"), "\n")
    nb.w("Surgeon: ", *ctx.tn(surg, "fl"), "\n")
    ass = ctx.staff(r.choice(["reg", "nurse"]))
    nb.w("Assistant: ", *ctx.tn(ass, "fl"), "\n")
    nb.w("Anesthesia: " if ctx.us else "Anaesthesia: ", "general with local infiltration (0.5% bupivacaine 20 mL)\n\n")
    nb.w("Preoperative diagnosis: obstructive azoospermia after vasectomy (", (str(vy), "DATE"),
         r.choice([", performed elsewhere", ""]), "); obstructive interval %d years.\n" % interval)
    nb.w("Postoperative diagnosis: same.\n")
    pr = "bilateral microsurgical vasovasostomy"
    if grades[1] >= 4:
        pr = "right microsurgical vasovasostomy and left vasoepididymostomy (longitudinal intussusception)"
    nb.w("Procedure: ", pr, ".\n")
    if ctx.us and r.random() < 0.7:
        nb.w("CPT: 55400", " / 54901" if "epididym" in pr else "", "   ICD-10: Z98.52, N46.01\n")
    nb.w("\nIndications: ", *ctx.age_items(), " man with ", r.choice(["a new partner", "his wife"]), ", ",
         (ctx.partner.f(r.choice(["fl", "f"])), "FAMILY"), " (", (str(ctx.p_age), "AGE"),
         "), who wish to conceive. Options including sperm retrieval with IVF/ICSI were discussed. ")
    nb.w("Partner ", r.choice(["has normal ovarian reserve (AMH 19 pmol/L).", "has had no fertility assessment.",
                              "has two children from a previous relationship."]), "\n")
    nb.w("\nFindings:\n")
    for side, g in zip(("Right", "Left"), grades):
        fluid = {1: "copious clear fluid with motile sperm", 2: "clear fluid, many non-motile sperm",
                 3: "cloudy fluid, sperm heads only", 4: "creamy fluid, no sperm",
                 5: "thick paste-like fluid, no sperm"}[g]
        nb.w("  ", side, ": ", fluid, " (Silber grade %d); sperm granuloma %s; vasal gap %.1f cm.\n" % (
            g, r.choice(["present", "absent"]), r.uniform(0.5, 3.0)))
    nb.w("\nDescription: Patient supine; bilateral high vertical scrotal incisions. Vasectomy sites identified "
         "and dissected free. Vas transected above and below the obstruction; abdominal end cannulated with "
         "24G angiocath and flushed with saline confirming patency. Under the operating microscope (",
         r.choice(["x10-x16", "x15"]), "), a modified two-layer anastomosis was performed with 10-0 nylon "
         "(6 mucosal sutures) and 9-0 nylon (8-10 muscular sutures). ")
    if "epididym" in pr:
        nb.w("On the left, the epididymal tubule was opened above the level of obstruction and two 10-0 "
             "double-armed sutures placed for intussusception; fluid from the tubule contained motile sperm. ")
    nb.w("Dartos closed with 4-0 Vicryl; skin with 5-0 Monocryl subcuticular.\n")
    if r.random() < 0.5:
        nb.w("Vasal fluid sperm cryopreserved: %d vials, IDs " % r.randint(1, 4),
             ("CRY" + dg(r, 6), "IDNUM"), " onward.\n")
    nb.w("EBL: minimal. Complications: none. Sponge and needle counts correct.\n")
    if r.random() < 0.5:
        nb.w("Recovered in ", (ctx.ward(), "HOSPITAL"), "; ")
    else:
        nb.w("Disposition: ")
    nb.w("discharged same day with ", (ctx.partner.f("f"), "FAMILY"), ".\n")
    nb.w("Follow-up: semen analysis at 6-8 weeks then 3-monthly. Clinic phone ", (site["phone"], "PHONE"),
         ". Post-op visit booked ", (ctx.D(ctx.today + dt.timedelta(days=r.choice([10, 14, 21]))), "DATE"), ".\n\n")
    nb.w(*C.sign(ctx, surg, close=r.choice(["Electronically signed:", "Signed:", ""])))
    nb.w("Signed ", (ctx.DS(ctx.today), "DATE"), " %02d:%02d" % (r.randint(12, 19), r.randint(0, 59)), "\n")
    return nb


def sperm_cryopreservation_record(ctx):
    r = ctx.r
    nb = NB()
    bank = ctx.site(r.choice(["lab", "ivf", "hosp"]))
    reason = r.choices(["onc", "onc", "pre-vas", "surgery", "backup", "occupational"], [5, 3, 1, 1, 2, 1])[0]
    onc = ctx.staff("onc")
    onc_site = ctx.site("hosp")
    emb = ctx.staff("sci")
    wit = ctx.staff("sci")
    yrs = r.choice([10, 10, 5])
    review = ctx.today.replace(year=ctx.today.year + yrs, day=min(ctx.today.day, 28))
    nb.w(r.choice(["SPERM CRYOPRESERVATION - STORAGE RECORD", "Semen Cryostorage Record",
                   "FERTILITY PRESERVATION (MALE) - BANKING RECORD"]), "\n")
    nb.w((bank["name"], "HOSPITAL"), "  |  ", (bank["phone"], "PHONE"), "\n", "=" * 56, "\n\n")
    nb.w(*C.pt_block(ctx, ("name", "dob", "mrn", "addr", "phone", "email"), style=r.choice(["colon", "pad"])), "\n")
    if ctx.ssn and r.random() < 0.8:
        nb.w(ctx.ssn[0], ": ", (ctx.ssn[1], "SSN"), "\n")
    if r.random() < 0.4:
        nb.w(ctx.hp[0], ": ", (ctx.hp[1], "HEALTHPLAN"), "\n")
    k = r.random()
    if k < 0.6:
        nb.w("Photo ID checked: ", r.choice(["driver's licence", "driver licence", "driver's license"]), " ",
             (lt(r, 1) + dg(r, 7) if ctx.cc != "AU" else dg(r, 9), "LICENSE"), "\n")
    else:
        nb.w("Photo ID checked: passport (", (r.choice(["Ireland", "New Zealand", "India", "Nigeria", "Poland",
                                                      "Philippines", "South Africa", "China", "Canada"]), "COUNTRY"),
             ")\n")
    nb.w("Biometric enrolment: ", r.choice(["fingerprint", "palm-vein", "fingerprint (right index)"]),
         " template ", (ctx.bio(), "BIOID"), " - used to confirm identity at each deposit\n")
    if ctx.age < 18:
        par = ctx.person("F")
        par.last = ctx.pt.last
        nb.w("Minor: consent co-signed by mother ", (par.f("fl"), "FAMILY"), "; Gillick competence assessed.\n")
    nb.w("\nReason for storage: ")
    if reason == "onc":
        dx = r.choice(["Hodgkin lymphoma", "testicular germ cell tumour (post-orchidectomy)", "acute lymphoblastic leukaemia",
                       "osteosarcoma", "non-Hodgkin lymphoma", "Ewing sarcoma"])
        nb.w("before gonadotoxic treatment - ", dx, ".\nReferred by ", *ctx.tn(onc, "fl"), ", ", onc.role, ", ",
             (onc_site["name"], "HOSPITAL"), ". Chemotherapy due to start ",
             (ctx.D(ctx.fwd(2, 12)), "DATE"), ".\n")
        if r.random() < 0.4:
            nb.w("Oncology contact: ", (onc_site["phone"], "PHONE"), r.choice([", bleep ", ", pager "]),
                 ("555" + dg(r, 2), "PHONE"), "\n")
    elif reason == "pre-vas":
        nb.w("prior to vasectomy (patient request).\n")
    elif reason == "surgery":
        nb.w("before ", r.choice(["retroperitoneal lymph node dissection", "pelvic surgery", "radical cystoprostatectomy"]),
             ".\n")
    elif reason == "backup":
        nb.w("back-up for partner ", (ctx.partner.f("fl"), "FAMILY"), "'s IVF cycle (difficulty producing on the day).\n")
    else:
        nb.w("occupational - ", (ctx.job, "PROFESSION"), ", ", r.choice(["deployment overseas", "radiation exposure risk",
                                                                           "long periods away at sea"]), ".\n")
    d = ctx.back(12, 30)
    nb.w("\nScreening (", (ctx.D(d - dt.timedelta(days=r.randint(2, 10))), "DATE"), "): HIV 1/2 Ag/Ab neg, HBsAg neg, anti-HBc neg, "
         "HCV Ab neg, syphilis EIA neg", r.choice(["; HTLV I/II neg.", ".", " - results pending, stored in quarantine dewar."]), "\n")
    if r.random() < 0.6:
        nb.w("Travel in last 6 months: ", (r.choice(TRAVEL), "COUNTRY"), r.choice([" (Zika-risk area - noted)", "", " - holiday"]),
             "\n")
    nb.w("\nDeposits:\n")
    nb.w("%-12s %-14s %-6s %-9s %-5s %-7s %s\n" % ("Date", "Sample ID", "Vol", "Conc", "PR%", "Straws", "Location"))
    for i in range(r.choice([1, 2, 2, 3])):
        v = clin.semen(r, r.choice(["normozoospermia", "oligozoospermia", "asthenozoospermia"]))
        sid = r.choice(["CS", "FP", "SB"]) + dg(r, 6)
        loc = "D%d/C%d/K%d" % (r.randint(1, 12), r.randint(1, 6), r.randint(1, 24))
        nb.w((ctx.D(d), "DATE"), " " * max(1, 13 - len(ctx.D(d))), (sid, "IDNUM"), " " * 7,
             "%-6s %-9s %-5s %-7s " % ("%.1f" % v["vol"], clin.conc_txt(v) + " M/mL", v["pr"], r.randint(3, 12)),
             (loc, "LOCATION_OTHER"), "\n")
        d = d + dt.timedelta(days=r.randint(2, 5))
    nb.w("Dewar: ", r.choice(["MVE 1536P", "Cryosafe 47-10", "Arctic Series 34"]), ", serial ",
         (ctx.serial(), "DEVICE"), "; witness tag ", (ctx.idv("RW", 7), "IDNUM"), "\n")
    nb.w("\nConsent: storage for ", "%d years" % yrs + r.choice(["", "", " (renewable up to 55 years)"]),
         "; review date ", (ctx.D(review), "DATE"), ".\n")
    pm = r.random()
    if pm < 0.5:
        nb.w("Posthumous use: consents to use by partner ", (ctx.partner.f("fl"), "FAMILY"), ".\n")
    elif pm < 0.8:
        nb.w("Posthumous use: not consented - samples to be allowed to perish.\n")
    else:
        fam = ctx.person("F")
        nb.w("Posthumous use: undecided; emergency contact ", (fam.f("fl"), "FAMILY"), " (",
             r.choice(["mother", "sister", "aunt"]), ") ", (ctx.c.phone(r, "mobile"), "PHONE"), ".\n")
    reg = {"UK": "HFEA consent forms (MT) completed and scanned.",
           "US": "Client depositor - FDA donor eligibility determination not required.",
           "AU": "Storage per NHMRC ART guidelines and state legislation.",
           "NZ": "Storage per HART Act; ECART approval not required.",
           "IE": "Consent under the AHR framework; storage reviewed annually.",
           "CA": "Processed per Health Canada semen regulations (client use).",
           "ZA": "Storage per National Health Act regulations."}[ctx.cc]
    if r.random() < 0.6:
        nb.w(reg, "\n")
    nb.w("Mental capacity confirmed. Implications counselling offered ", r.choice(["and accepted", "- declined"]),
         ".\n")
    if r.random() < 0.3:
        nb.w("Transfer: 2 straws shipped to ", (ctx.site("ivf")["name"], "HOSPITAL"), " via ",
             (r.choice(["SwiftMed Couriers", "Coldchain Express", "BioRoute Transfers"]), "ORGANIZATION"),
             ", dry shipper ", (ctx.serial(), "DEVICE"), ", van reg ", (ctx.plate(), "VEHICLE"), ".\n")
    nb.w("\nFrozen by: ", (emb.f("fl"), "DOCTOR"), " (", emb.role, ")   Witness: ", (wit.f(r.choice(["fl", "il", "ii"])), "DOCTOR"),
         "\n")
    nb.w("Record created ", (ctx.DS(ctx.today), "DATE"), " by ", (ctx.username(emb), "USERNAME"), " at workstation ",
         (ctx.ip(), "IPADDR"), "\n")
    return nb
