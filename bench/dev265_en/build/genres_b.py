"""Genres: HCC surveillance ultrasound report; hepatitis C treatment start /
SVR check record."""
import blocks as B
import clinical as C
import phi
import pools_places as PP
from notebuilder import Note
from people import Ctx, make_person

SCANNERS = ["GE LOGIQ E10", "Canon Aplio i800", "Philips EPIQ Elite", "Siemens ACUSON Sequoia",
            "Samsung RS85 Prestige", "GE LOGIQ S8", "Mindray Resona 7"]
PRISONS = ["HMP Larkmoor", "HMP Castlebeck", "Ridgeline Correctional Centre", "Kessock Remand Centre",
           "Bramhope Correctional Facility", "Whitmoor Youth Offenders Institution"]


def gen_hcc_us(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    aet = rng.choice(["HCV", "HBV", "ALD", "MASLD", "HCV+ALD", "HH", "PBC"])
    stage = rng.choice(["compensated", "compensated", "decompensated", "cACLD"])
    rad = make_person(rng, staff=True, role="doctor")
    cred = {"UK": "FRCR", "AU": "FRANZCR", "CA": "FRCPC", "US": "MD"}[country]
    scanner = rng.choice(SCANNERS)
    n.t((ctx.hosp, "HOSPITAL"), rng.choice([" - Department of Radiology", " Medical Imaging", " | Imaging Services",
                                             "\nDiagnostic Imaging Department"]), "\n")
    if rng.random() < 0.5:
        n.t(ctx.hosp_addr(), "   ", rng.choice(["Bookings ", "Tel "]), (ctx.hosp_phone, "PHONE"), "\n")
    n.t("\n", rng.choice(["US ABDOMEN - LIVER SURVEILLANCE", "ULTRASOUND LIVER (HCC SURVEILLANCE)",
                          "US Liver/Abdomen + Doppler", "EXAM: US ABDOMEN COMPLETE W/ DOPPLER"]), "\n\n")
    B.demo_header(n, ctx, rng.choice([0, 2, 4]))
    n.t("Accession: ", (phi.accession(rng, rng.choice(["US", "RAD", "U"])), "IDNUM"))
    if rng.random() < 0.5:
        n.t("   Order #: ", ("ORD-" + phi.digits(rng, 7), "IDNUM"))
    n.t("\nExam date: ", ctx.d(ctx.visit), " ", phi.time_of_day(rng, 8, 12), "   Room: ", (str(rng.randint(1, 9)), "LOCATION_OTHER"), "\n")
    cc = rng.random() < 0.5
    n.t("Referring clinician: ", ctx.D(ctx.cons, rng.choice(["Dr_F_last", "Dr_full", "last_cred_caps"])),
        ", Hepatology", "   cc: GP " if cc else "")
    if cc:
        n.t(ctx.D(ctx.gp, "Dr_F_last") if rng.random() < 0.5 else [(ctx.gp_practice, "HOSPITAL")])
    n.t("\nScanner: ", scanner)
    if rng.random() < 0.6:
        n.t(" (SN ", (phi.device_serial(rng, "us"), "DEVICE"), ")")
    n.t("   Sonographer: ", ctx.D(ctx.sono, rng.choice(["initials", "full", "full_cred"])), "\n\n")
    afp_d = phi.add_days(ctx.visit, -rng.randint(3, 40))
    n.t("CLINICAL HISTORY: ", C.aet_text(rng, aet), rng.choice([" cirrhosis", ", cirrhotic", " - Child-Pugh A", ""]),
        ". ", rng.choice(["6-monthly HCC surveillance.", "Routine surveillance.", "Surveillance; AFP rising.",
                          "HCC surveillance, previous LR-3 obs."]), " AFP %.1f kU/L on " % rng.uniform(1.5, 40), ctx.d(afp_d), ".\n")
    comp = sorted([phi.add_days(ctx.visit, -rng.randint(150, 220)), phi.add_days(ctx.visit, -rng.randint(330, 800))], reverse=True)
    n.t("COMPARISON: US ", ctx.d(comp[0]))
    if rng.random() < 0.6:
        n.t("; ", rng.choice(["MRI liver", "CT 4-phase liver", "CEUS"]), " ", ctx.d(comp[1], alt=True))
    n.t(".\n")
    n.t("TECHNIQUE: Grey-scale, colour and spectral Doppler. ", rng.choice(["Fasting 6 h.", "Non-fasted.", "Limited by bowel gas.",
                                                                           "Intercostal and subcostal views."]), "\n\n")
    n.t("FINDINGS:\n")
    for ln in C.us_liver_findings(rng, stage):
        n.t(ln, "\n")
    lesion = rng.random() < 0.35
    if lesion:
        seg, size, lt = C.lesion_text(rng)
        n.t("FOCAL LESION: ", lt, rng.choice([", new since prior.", ", previously 9 mm.", ", unchanged.", "."]), "\n")
    else:
        n.t("FOCAL LESION: None identified.", rng.choice(["", " Known segment VI cyst 7 mm unchanged.",
                                                          " Focal fatty sparing adjacent to GB fossa."]), "\n")
    n.t("PORTAL VEIN: ", rng.choice(["Patent, hepatopetal flow", "Patent, sluggish hepatopetal flow",
                                     "Hepatofugal flow", "Bland thrombus partially occluding main PV"]),
        ", MPV velocity %d cm/s.\n" % rng.randint(8, 32))
    n.t("HEPATIC ARTERY RI %.2f. Hepatic veins patent.\n" % rng.uniform(0.55, 0.82))
    n.t("SPLEEN: %.1f cm%s.\n" % (rng.uniform(9.5, 19.8), rng.choice(["", ", splenorenal shunt noted", ", small splenunculus"])))
    n.t("ASCITES: ", rng.choice(["None.", "Small volume perihepatic.", "Moderate.", "Large volume - marked for drainage LIF."]), "\n")
    n.t("GALLBLADDER/CBD: ", rng.choice(["Gallstones, no cholecystitis. CBD 4 mm.", "Normal. CBD 5 mm.",
                                         "Thick-walled (oedema, likely hypoalbuminaemia)."]), "\n")
    n.t("KIDNEYS: R %.1f cm, L %.1f cm, no hydronephrosis.\n\n" % (rng.uniform(9.5, 12), rng.uniform(9.5, 12.2)))
    cat = "US-3" if lesion and size >= 10 else ("US-2" if lesion else "US-1")
    vis = rng.choice(["A", "A", "B", "C"])
    n.t("US LI-RADS: ", cat, "   Visualization score: ", vis, "\n\n")
    n.t("IMPRESSION:\n")
    if cat == "US-3":
        n.t("1. ", "%d mm observation segment %s - US-3 positive. " % (size, seg),
            "Recommend multiphase contrast-enhanced CT or MRI (LI-RADS), ", rng.choice(["urgent 2WW", "within 4 weeks", "expedited"]), ".\n")
    elif cat == "US-2":
        n.t("1. Subcentimetre observation (<10 mm): US-2 subthreshold. Repeat US in 3 months.\n")
    else:
        n.t("1. Cirrhotic morphology. No focal liver lesion - US-1 negative. Continue 6-monthly surveillance.\n")
    if vis == "C":
        n.t("2. Visualization score C (severe limitation) - consider alternative surveillance modality (abbreviated MRI).\n")
    n.t("\nResult communicated to ", ctx.D(ctx.cons, "Dr_last"), rng.choice([" via", " by"]),
        rng.choice([" phone ", " secure message "]), ctx.d(ctx.visit), " ", phi.time_of_day(rng, 13, 15), ".\n" if cat == "US-3" else ".\n")
    n.t("\nReported by: ", ctx.D(rad, rng.choice(["Dr_full", "full", "Dr_F_last"])), ", ", cred, ", Consultant Radiologist\n")
    n.t("Verified: ", ctx.d(phi.add_days(ctx.visit, rng.randint(0, 2))), " ", phi.time_of_day(rng, 16, 18))
    if rng.random() < 0.5:
        n.t("   (", (phi.username(rng, rad.first, rad.last), "USERNAME"), ")")
    n.t("\n")
    if rng.random() < 0.5:
        n.t("PACS node: ", (phi.ip(rng), "IPADDR"), "  Study UID suffix ", (".".join(phi.digits(rng, 3) for _ in range(3)), "IDNUM"), "\n")
    if rng.random() < 0.4:
        n.t("Next surveillance due: ", ctx.d(phi.add_days(ctx.visit, rng.randint(170, 190))), "\n")
    return n, ctx


def gen_hcv(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    gt = rng.choice(C.GENOTYPES)
    drug, dose, weeks, pack = rng.choice(C.DAA)
    start = ctx.visit
    eot = phi.add_days(start, weeks * 7)
    svr = phi.add_days(eot, 84 + rng.randint(-5, 30))
    cirr = rng.random() < 0.3
    lsm = round(rng.uniform(12.5, 30), 1) if cirr else round(rng.uniform(3.5, 9.9), 1)
    peer = make_person(rng, staff=True)
    phase = rng.choice(["start", "start", "svr", "both"])
    title = {"start": "HEPATITIS C - TREATMENT INITIATION", "svr": "HEPATITIS C - SVR12 REVIEW",
             "both": "HCV TREATMENT EPISODE SUMMARY"}[phase]
    n.t((ctx.hosp, "HOSPITAL"), " - ", rng.choice(["Viral Hepatitis Service", "Hep C Outreach", "Liver Clinic"]), "\n", title, "\n\n")
    hs = rng.choice([0, 1, 4])
    B.demo_header(n, ctx, hs)
    if hs != 0 and rng.random() < 0.5:
        n.t("Address: ", ctx.addr_pieces(), "\n")
    n.t("Mobile: ", (ctx.pt_mobile, "PHONE"), rng.choice(["  (ok to text)", "  (no voicemail)", ""]), "\n")
    src = rng.random()
    n.t("Referral source: ")
    if src < 0.35:
        n.t((rng.choice(PP.SERVICES), "HOSPITAL"), " (OST prescriber ", ctx.D(make_person(rng, staff=True), "Dr_last"), ")")
    elif src < 0.5:
        n.t((rng.choice(PRISONS), "ORGANIZATION"), " in-reach; released ", ctx.d(phi.add_days(start, -rng.randint(10, 90))))
    elif src < 0.75:
        n.t("GP - ", ctx.D(ctx.gp, "Dr_F_last"), ", ", (ctx.gp_practice, "HOSPITAL"))
    else:
        n.t(rng.choice(["ED opt-out BBV testing", "needle and syringe programme", "antenatal screening", "dried blood spot outreach"]))
    n.t("\n\nBASELINE ASSESSMENT (", ctx.d(phi.add_days(start, -rng.randint(14, 70))), ")\n")
    n.t("Genotype: ", gt, "    HCV RNA: ", C.hcv_rna(rng), "\n")
    n.t("Fibrosis: FibroScan %.1f kPa%s; APRI %.2f; FIB-4 %.2f  -> %s\n" % (
        lsm, "" if rng.random() < 0.5 else " (IQR/med 12%)", rng.uniform(0.2, 2.4), rng.uniform(0.5, 4.2),
        "CIRRHOSIS (Child-Pugh A5) - needs 6/12 HCC surveillance post-SVR" if cirr else "non-cirrhotic, simplified pathway"))
    n.t("Prior treatment: ")
    if rng.random() < 0.25:
        n.t("PEG-IFN/ribavirin ", (str(rng.randint(2008, 2015)), "DATE"), rng.choice([" - relapse", " - stopped at week 12 (depression)", " - null response"]))
    else:
        n.t("treatment-naive")
    n.t("\nHBV: HBsAg neg, anti-HBc ", rng.choice(["neg", "POS (monitor ALT; HBV reactivation risk)"]),
        ".  HIV Ag/Ab neg.  eGFR %d mL/min/1.73m2.\n" % rng.randint(45, 120))
    if ctx.sex == "F":
        n.t("Pregnancy test neg; contraception: ", rng.choice(["Nexplanon", "Mirena IUS", "POP (desogestrel)", "post-menopausal"]), "\n")
    inj = rng.choice(["current (last injected 2/7 ago)", "ex-PWID, stopped ", "never", "on OST, occasional use"])
    n.t("Injecting status: ", inj)
    if inj.endswith("stopped "):
        n.t((str(rng.randint(2005, 2022)), "DATE"))
    n.t("\n\nDDI CHECK (HEP interactions checker): \n")
    for ddi in rng.sample(C.ddi_for(drug), rng.randint(1, 3)):
        n.t(" - ", ddi, "\n")
    if phase in ("start", "both"):
        n.t("\nTREATMENT PLAN\nRegimen: ", drug, ", ", dose, " x ", "%d weeks" % weeks, "\n")
        n.t("Start date: ", ctx.d(start), "   Expected EOT: ", ctx.d(eot), "\n")
        n.t("SVR12 bloods due: ", ctx.d(svr, alt=rng.random() < 0.3), " (12 weeks post-EOT)\n")
        c = country
        if c == "US":
            ins = rng.choice(PP.INSURERS)
            n.t("Payer: ", (ins, "ORGANIZATION"), "  Member ID ", (ctx.hp, "HEALTHPLAN"), "  Group ", (phi.group_no(rng), "HEALTHPLAN"),
                "\nPrior auth approved ", ctx.d(phi.add_days(start, -rng.randint(3, 20))), ", PA# ", ("PA-" + phi.digits(rng, 8), "IDNUM"), "\n")
        elif c == "AU":
            n.t("PBS Authority approval no. ", (phi.digits(rng, 7), "IDNUM"), " (streamlined code %d not applicable - S100 HSD)\n" % rng.randint(4000, 9999))
        elif c == "CA":
            n.t("Exceptional Access Program approval #", ("EAP" + phi.digits(rng, 7), "IDNUM"), " ; ", ctx.hp_label(), " ", (ctx.hp, "HEALTHPLAN"), "\n")
        else:
            n.t("Treatment registry ID: ", ("HCV-" + phi.letters(rng, 2) + phi.digits(rng, 5), "IDNUM"),
                " ; approved at ODN MDT ", ctx.d(phi.add_days(start, -rng.randint(5, 25))), "\n")
        ph = rng.choice(PP.PHARMACY_NAMES)
        n.t("Dispensing: ", (ph, "HOSPITAL"), ", ", pack, rng.choice([" per 28 days", " single supply (8 wk)", " monthly"]),
            rng.choice(["; delivered with OST", "; collected", "; courier to home address", ""]), "\n")
        n.t("Peer support: ", ctx.D(peer, "full"), " (peer support worker) ", (phi.phone(rng, country, True), "PHONE"), "\n")
        n.t("Adherence plan: ", rng.choice(["weekly phone check-ins", "DOT with methadone at pharmacy", "dosette + SMS reminders",
                                            "pill count at week 4"]), ". Consent obtained and documented.\n")
    if phase in ("svr", "both"):
        if phase == "svr":
            n.t("\nTreated with ", drug, " x %d weeks, started " % weeks, ctx.d(start), ", completed ", ctx.d(eot), ".\n")
        res = rng.random()
        n.t("\nSVR12 CHECK ", ctx.d(svr), ":\n")
        if res < 0.85:
            n.t("HCV RNA: target not detected (<%d IU/mL). SVR12 ACHIEVED - cured.\n" % rng.choice([12, 15, 10]))
            n.t("Discussed with ", ctx.P(rng.choice(["first", "title_last"])), rng.choice(["", " by phone"]), ". ",
                "Reinfection risk and harm reduction reviewed; annual RNA if ongoing risk. ",
                "Antibody will remain positive - lifelong.\n")
            if cirr:
                n.t("Remains in 6-monthly HCC surveillance (cirrhosis) - next US ", ctx.d(phi.add_days(svr, rng.randint(30, 150))), ".\n")
            else:
                n.t("Discharged to GP.\n")
        else:
            n.t("HCV RNA DETECTED %s. " % C.hcv_rna(rng), rng.choice(["Relapse vs reinfection - send for sequencing.",
                                                                       "Likely reinfection (new genotype 3a)."]),
                " Discuss at ODN MDT ", ctx.d(phi.add_days(svr, rng.randint(7, 30))), "; consider Vosevi x 12/52.\n")
    n.t("\n")
    who = rng.choice([ctx.cns, ctx.pharm, ctx.reg])
    n.t(ctx.D(who, rng.choice(["full_cred", "full", "Dr_F_last" if who is ctx.reg else "full"])), " - ",
        "Hepatitis CNS" if who is ctx.cns else "Specialist pharmacist" if who is ctx.pharm else "Hepatology registrar", "\n")
    if rng.random() < 0.5:
        n.t("Team line ", (phi.phone_ext(rng, country), "PHONE"), "  ", (phi.dept_email(rng, ctx.stem, "hcv"), "EMAIL"), "\n")
    if rng.random() < 0.5:
        B.esign(n, ctx, who, ctx.visit, "pharmacist" if who is ctx.pharm else "nurse" if who is ctx.cns else "doctor")
    return n, ctx
