"""ENT and audiology: audiogram tables, hearing-aid fittings with serial numbers, ENT clinic notes."""
import pools as P
from common import (instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, statelic, email_for, COMMON_MEDS, ALLERGIES, art)

SPEC = ["ENT", "Ear, Nose & Throat", "Otolaryngology", "Hearing", "Audiology", "ENT & Allergy", "Hearing & Balance"]
FREQS = [250, 500, 1000, 2000, 3000, 4000, 6000, 8000]
HA = [("Phonak Audeo Lumity 90", "R-312"), ("Oticon Intent 1", "miniRITE R"), ("ReSound Nexia 9", "RIE 61"),
      ("Starkey Genesis AI 24", "mRIC R"), ("Signia Pure Charge&Go IX", "7IX"), ("Widex Moment Sheer 440", "sRIC R D"),
      ("Phonak Naida Lumity 70", "BTE UP"), ("Oticon Real 2", "BTE PP")]


INSTR = ["Wear your hearing aids during all waking hours to help your brain adapt; start with quiet settings.",
         "Clean domes/receivers daily with the brush; replace wax guards monthly or when sound is weak.",
         "Charge the aids every night; open the charger lid to turn them off.",
         "Keep aids away from water, hair spray, and pets (dogs love to chew them).",
         "Saline rinse twice daily, followed by nasal steroid spray aimed away from the septum.",
         "Avoid nose blowing for 1 week after surgery; sneeze with your mouth open.",
         "Use hearing protection (plugs or muffs) around lawn equipment, power tools and firearms.",
         "Water precautions: keep ears dry when swimming or bathing until tubes are checked.",
         "Return sooner for sudden hearing loss in one ear - this is an emergency."]
ORDERS = ["CT sinus w/o contrast", "MRI IAC w/ and w/o gadolinium", "Comprehensive audiogram", "Tympanometry", "VNG",
          "Allergy skin testing", "Videostroboscopy", "Culture, ear drainage"]


def audiogram(c, kind="sns"):
    rng = c.rng
    base = rng.randint(5, 35)
    slope = rng.choice([0, 3, 6, 9, 12])
    res = {}
    for ear in ("R", "L"):
        off = rng.randint(-10, 10)
        res[ear] = [min(110, max(-10, 5 * round((base + off + i * slope + rng.randint(-5, 5) + (15 if f in (3000, 4000) and rng.random() < 0.4 else 0)) / 5)))
                    for i, f in enumerate(FREQS)]
    return res


def audiogram_table(d, c, res, style):
    rng = c.rng
    if style == "pipe":
        d.t("| dB HL | " + " | ".join(str(f) for f in FREQS) + " |\n|---" * 1 + "|---" * len(FREQS) + "|\n")
        for ear in ("R", "L"):
            d.t("| AC %s | " % ear + " | ".join(str(v) for v in res[ear]) + " |\n")
        for ear in ("R", "L"):
            bc = [str(max(-10, v - rng.choice([0, 0, 5, 10]))) if f <= 4000 else "NT" for v, f in zip(res[ear], FREQS)]
            d.t("| BC %s | " % ear + " | ".join(bc) + " |\n")
    else:
        d.t("Hz        " + "".join("%6d" % f for f in FREQS) + "\n")
        for ear in ("R", "L"):
            d.t(("AC %s     " % ear) + "".join("%6d" % v for v in res[ear]) + "\n")
        for ear in ("R", "L"):
            d.t(("BC %s     " % ear) + "".join("%6s" % (str(max(-10, v - rng.choice([0, 5]))) if f <= 4000 else "NT") for v, f in zip(res[ear], FREQS)) + "\n")


def audiology_eval(c):
    rng = c.rng
    d = Doc()
    aud = Staff(rng, cred=rng.choice(["Au.D., CCC-A", "AuD", "Au.D.", "M.S., CCC-A"]))
    c.set_doc(aud)
    header(d, c, rng.choice(["AUDIOLOGIC EVALUATION", "Comprehensive Audiometric Evaluation", "Hearing Test Report"]))
    d.add("Referred by: ", c.pcp.dr(), " (", c.pcp_site.N(), ")\n")
    d.add("History: ", c.pt.fl(), ", ", c.a_age(), ", reports ", rng.choice(["gradual decrease in hearing AU", "sudden loss R ear x5 days",
                                                                              "constant bilateral tinnitus", "difficulty in restaurants"]),
          ". ", c.pt.he().capitalize(), " ", c.job(), "; noise exposure ", rng.choice(["+ (no HPD)", "+ (uses foam plugs)", "denied", "+ hunting"]),
          ". ", c.pt.his().capitalize(), " ", c.relation, " ", c.rel.f(), " states ", c.pt.he(), " turns the TV up loud.\n")
    d.add("Otoscopy: ", rng.choice(["clear canals, TMs visualized AU", "cerumen partially occluding L", "PE tube R, patent"]), ".\n\n")
    res = audiogram(c)
    d.t("PURE-TONE AUDIOMETRY (%s, %s)\n" % (rng.choice(["insert earphones", "TDH-39", "supra-aural"]), rng.choice(["GSI AudioStar Pro", "Interacoustics Equinox", "MADSEN Astera2"])))
    audiogram_table(d, c, res, rng.choice(["pipe", "aligned"]))
    d.t("\nSPEECH\n  SRT: R %d dB HL, L %d dB HL\n  WRS: R %d%% @ %d dB HL, L %d%% @ %d dB HL (NU-6 recorded)\n" % (
        rng.randint(10, 60), rng.randint(10, 60), rng.randint(52, 100), rng.randint(60, 90), rng.randint(52, 100), rng.randint(60, 90)))
    d.t("\nIMMITTANCE\n  Tymp: R Type %s, L Type %s   ECV R %.1f  L %.1f mL\n  Acoustic reflexes: %s\n" % (
        rng.choice(["A", "A", "As", "B", "C"]), rng.choice(["A", "A", "Ad", "C"]), rng.uniform(0.8, 1.8), rng.uniform(0.8, 1.8),
        rng.choice(["present ipsi/contra at 1k", "absent R contra", "elevated 2k-4k"])))
    if rng.random() < 0.5:
        d.add("\nCompared to audiogram of ", c.D(c.before(300, 1500)), " at ", S(rng.choice(P.HOSP_PREFIX) + " Hearing Center", "HOSPITAL"),
              ": ", rng.choice(["10-15 dB shift at 4-6 kHz AU", "stable", "asymmetry now >15 dB at 3 frequencies"]), ".\n")
    d.add("\nIMPRESSION: ", rng.choice(["Mild sloping to moderately-severe SNHL AU", "Asymmetric SNHL, R>L - recommend MRI IAC",
                                        "Normal hearing through 2 kHz sloping to moderate SNHL", "Mixed loss L ear"]), ".\n")
    d.add("RECOMMENDATIONS:\n- ENT consult with ", Staff(rng, cred="MD").dr(), " on ", c.D(c.after(7, 40), "wk_md"), "\n")
    d.add("- Hearing aid evaluation; candidacy discussed with patient and ", c.rel.f(), "\n- Retest in 1 year or sooner with change\n")
    if rng.random() < 0.6:
        instructions(d, c, [x for x in INSTR if any(k in x for k in ['aid', 'protection', 'sudden'])])
    d.add("Results mailed to ", c.addr.one_line(), " and posted to the portal for user ", S(email_for(rng, c.pt.first, c.pt.last), "EMAIL"), ".\n")
    signature(d, c, kind=rng.choice(["esign", "plain"]))
    footer(d, c)
    return d


def fitting(c):
    rng = c.rng
    d = Doc()
    aud = Staff(rng, cred=rng.choice(["Au.D.", "Au.D., CCC-A", "BC-HIS", "HIS"]))
    c.set_doc(aud)
    header(d, c, rng.choice(["HEARING AID FITTING / DISPENSING RECORD", "Hearing Aid Fitting", "Dispensing Note - Amplification"]),
           kind=rng.choice(["letterhead", "form", "simple"]))
    model, style = rng.choice(HA)
    d.add("Fitting audiologist: ", aud.fl(), ", ", aud.cred, "\n")
    d.add("Audiogram on file dated ", c.D(c.before(10, 90)), ". Patient ", c.job(), ".\n\n")
    d.t("DEVICES\n")
    snr, snl = digits(rng, 10), digits(rng, 10)
    if "Phonak" in model:
        snr, snl = "%s%s" % (digits(rng, 4), letters(rng, 1) + digits(rng, 4)), "%s%s" % (digits(rng, 4), letters(rng, 1) + digits(rng, 4))
    elif "Oticon" in model:
        snr, snl = "OT" + digits(rng, 8), "OT" + digits(rng, 8)
    elif "Starkey" in model:
        snr, snl = digits(rng, 8), digits(rng, 8)
    rec_r, rec_l = "RX" + digits(rng, 7), "RX" + digits(rng, 7)
    chg = letters(rng, 2) + digits(rng, 8)
    tstyle = rng.choice(["pipe", "aligned", "list"])
    rows = [("Right aid", model + " " + style, snr), ("Left aid", model + " " + style, snl),
            ("Receiver R", rng.choice(["M", "P", "S"]) + " receiver, length 2", rec_r),
            ("Receiver L", rng.choice(["M", "P", "S"]) + " receiver, length 2", rec_l), ("Charger", "Charger Ease", chg)]
    if rng.random() < 0.5:
        rows.append(("Remote mic", rng.choice(["PartnerMic", "ConnectClip", "Multi Mic+", "TV Connector"]), letters(rng, 1) + digits(rng, 9)))
    if tstyle == "pipe":
        d.t("| Item | Model | Serial # |\n|---|---|---|\n")
        for a, b, sn in rows:
            d.add("| %s | %s | " % (a, b), S(sn, "DEVICE"), " |\n")
    elif tstyle == "aligned":
        d.t("%-12s %-38s %s\n" % ("Item", "Model", "Serial"))
        for a, b, sn in rows:
            d.add("%-12s %-38s " % (a, b), S(sn, "DEVICE"), "\n")
    else:
        for a, b, sn in rows:
            d.add("- ", a, ": ", b, ", SN ", S(sn, "DEVICE"), "\n")
    d.add("\nDomes/tips: ", rng.choice(["8 mm power domes", "custom slim tips", "open 6 mm", "vented 10 mm"]),
          ". REM verified to NAL-NL2 targets (Verifit2), matched within 5 dB 500-4k Hz.\n")
    d.t("Programs: P1 AutoSense, P2 Speech in Loud Noise, P3 Music. Tinnitus masker off. Volume control enabled.\n")
    d.add("App paired to patient's phone; account ", S(c.email, "EMAIL"), ", username ",
          S(c.pt.first.lower()[:3] + c.pt.last.lower().replace(" ", "").replace("'", "")[:5] + digits(rng, 2), "USERNAME"), ".\n\n")
    trial_end = c.after(30, 45)
    d.add("Trial period ends ", c.D(trial_end, rng.choice(["long", "us", "wk_long"])), ". Manufacturer warranty (repair) through ",
          c.D(c.after(1095, 1100), "my"), "; loss & damage through ", c.D(c.after(1095, 1100), "my"), ".\n")
    d.add("Order # ", S("HA-" + digits(rng, 6), "IDNUM"), ". Invoice billed to ", S(c.insurer, "ORGANIZATION"), " hearing benefit, member ",
          S(c.member, "HEALTHPLAN"), "; patient balance $%d.\n" % rng.choice([0, 350, 899, 1450, 2200]))
    d.add("Counseling: insertion/removal, charging, cleaning, realistic expectations. ", c.pt.f(), " was accompanied by ",
          c.pt.his(), " ", c.relation, " ", c.rel.fl(), ", who practiced insertion as well.\n")
    instructions(d, c, [x for x in INSTR if any(k in x for k in ['aid', 'Charge', 'domes', 'sudden'])])
    d.add("Follow-up: 2-week check ", c.D(c.after(12, 16), "wk_md"), " at ", "%d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45])), ".\n")
    signature(d, c, kind=rng.choice(["esign", "plain"]))
    if rng.random() < 0.5:
        d.add("\nData logging uploaded from fitting PC ", S(ip(rng), "IPADDR"), " (Noah session ", S(digits(rng, 9), "IDNUM"), ").\n")
    footer(d, c)
    return d


def ent_clinic(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["MD", "DO", "MD, FACS", "PA-C", "NP"])))
    header(d, c, rng.choice(["Otolaryngology Clinic Note", "ENT New Patient", "ENT Follow Up"]))
    probs = {
        "chronic rhinosinusitis": (["3 courses of antibiotics", "nasal steroid x8 wk", "saline irrigations"], "FESS + septoplasty",
                                   ["edematous middle meatus bilat, purulence L", "Grade 2 polyps", "patent OMC, no polyps"]),
        "nasal obstruction": (["nasal steroid x8 wk", "Breathe Right strips", "antihistamines"], "septoplasty + inferior turbinate reduction",
                              ["septal spur L contacting IT", "IT hypertrophy, decongests well", "patent OMC, no polyps"]),
        "chronic tonsillitis": (["5 courses of amoxicillin this year", "clindamycin x2", "salt-water gargles"], "tonsillectomy",
                                ["cryptic tonsils 3+ with debris", "tonsils 2+, no exudate", "normal nasopharynx"]),
        "recurrent AOM": (["4 courses of antibiotics in 6 mo", "amoxicillin-clavulanate x2", "watchful waiting"], "tympanostomy tubes",
                          ["adenoid pad small", "normal nasopharynx", "eustachian tube orifices patent"]),
        "dysphonia": (["PPI trial", "voice rest", "voice therapy x6 sessions"], "videostroboscopy",
                      ["normal nasopharynx", "mild postnasal drainage", "patent OMC"]),
        "BPPV": (["Epley at home", "meclizine prn", "vestibular PT"], "canalith repositioning and VNG",
                 ["normal nasopharynx", "patent OMC", "no lesions"]),
        "chronic ear drainage": (["ofloxacin drops x3", "dry ear precautions", "oral ciprofloxacin"], "tympanomastoidectomy",
                                 ["normal nasopharynx", "adenoid remnant", "patent ET orifices"]),
    }
    prob = rng.choice(sorted(probs))
    failed, plan, scope = probs[prob]
    d.add("CC: ", prob, "\n\nHPI: ", c.pt.titled(), " is ", c.a_age(), " seen in consultation at the request of ", c.pcp.dr(), " for ", prob,
          " ", rng.choice(["since ", "starting around ", "worse after "]), S(rng.choice(P.HOLIDAYS), "DATE"), " ",
          S(str(c.visit.year - rng.randint(1, 2)), "DATE"), ". Failed ", rng.choice(failed),
          ". ", c.pt.he().capitalize(), " ", c.job(), (" at " if not c.retired else "; spouse works at "),
          S(c.employer, "ORGANIZATION"), ".\n\n")
    pmh_block(d, c)
    if rng.random() < 0.6:
        ros(d, c)
    social(d, c, lead="Social: ")
    d.add("Exam: ", "Vitals reviewed. Ears: TMs ", rng.choice(["intact, mobile", "retracted L", "perforation R central 20%"]),
          ". Nose: ", rng.choice(["septal deviation to L, inferior turbinate hypertrophy", "polyps bilateral", "mucopus L middle meatus"]),
          ". OC/OP: ", rng.choice(["tonsils 3+", "clear", "tonsils 1+"]), ". Neck: no LAD.\n")
    d.add("Procedure: nasal endoscopy (31231), ", rng.choice(["0 deg rigid", "flexible"]), " scope ", S("SCOPE-" + digits(rng, 4), "DEVICE"),
          ", after topical decongestion. Findings: ", rng.choice(scope), ".\n\n")
    if prob in ("chronic rhinosinusitis", "nasal obstruction"):
        d.add("Imaging: CT sinus w/o contrast ", c.D(c.before(5, 60)), " (acc ", S("CT" + digits(rng, 8), "IDNUM"), ") - Lund-Mackay %d.\n" % rng.randint(2, 20))
    elif prob in ("chronic ear drainage", "recurrent AOM", "BPPV"):
        d.add("Audiogram ", c.D(c.before(0, 30)), ": ", rng.choice(["mild CHL L, ABG 20 dB", "normal hearing AU", "Type B tymp R"]),
              ". CT temporal bone ", rng.choice(["not indicated", "ordered"]), ".\n")
    else:
        d.add("Prior records from ", S(rng.choice(P.HOSP_PREFIX) + " ENT", "HOSPITAL"), " (", c.D(c.before(200, 900), "my"), ") reviewed.\n")
    d.add("\nA/P: ", prob, ". Discussed ", plan if rng.random() < 0.8 else "continued medical therapy", ". ")
    d.add("Tentative OR date ", c.D(c.after(14, 60), rng.choice(["long", "us", "wk_long"])), " at ", c.site.H(), ", OR ",
          S(str(rng.randint(1, 14)), "LOCATION_OTHER"), ". Pre-op H&P with ", c.pcp.dr(), ". Work note for ", S(c.employer, "ORGANIZATION"), " given.\n")
    orders(d, c, ORDERS)
    instructions(d, c, [x for x in INSTR if not any(k in x for k in ['aid', 'Charge', 'domes'])])
    d.add("Pt may call nurse line ", S(c.site.phone, "PHONE"), " or email ", S(email_for(rng, c.nurse.first, c.nurse.last, personal=False), "EMAIL"), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def ci_mapping(c):
    rng = c.rng
    d = Doc()
    aud = Staff(rng, cred="Au.D., CCC-A")
    c.set_doc(aud)
    header(d, c, "COCHLEAR IMPLANT PROGRAMMING", kind=rng.choice(["banner", "banner2", "simple"]))
    side = rng.choice(["right", "left"])
    d.add("Implant: ", rng.choice(["Cochlear CI632", "Advanced Bionics HiRes Ultra 3D", "MED-EL SYNCHRONY 2"]), " (", side, "), SN ",
          S(digits(rng, 9), "DEVICE"), ", implanted ", c.D(c.before(60, 900)), " at ", c.site.H(), " by ", Staff(rng, cred="MD").dr(), ".\n")
    d.add("Processor: ", rng.choice(["Nucleus 8", "Naida CI M90", "SONNET 2"]), ", SN ", S(letters(rng, 2) + digits(rng, 7), "DEVICE"),
          "; backup processor SN ", S(letters(rng, 2) + digits(rng, 7), "DEVICE"), ".\n")
    d.add("Activation was ", c.D(c.before(20, 800)), ". Today is visit #%d.\n\n" % rng.randint(3, 14))
    d.add("Subjective: ", c.pt.f(), " reports ", rng.choice(["voices sound less robotic", "difficulty on the phone", "good use 12+ h/day (datalog 13.4 h)"]),
          ". ", c.pt.his().capitalize(), " ", c.relation, " ", c.rel.fl(), " attended.\n\n")
    d.t("MAP (%s)\n" % rng.choice(["ACE 900 pps", "HiRes Optima-S", "FS4-p"]))
    d.t("%-6s %-6s %-6s %s\n" % ("Elec", "T", "C/M", "Impedance (kOhm)"))
    for e in range(1, rng.randint(6, 12)):
        t = rng.randint(90, 140)
        d.t("%-6d %-6d %-6d %.1f\n" % (e * 2, t, t + rng.randint(40, 70), rng.uniform(5, 12)))
    d.t("\nAided soundfield: %d dB HL 250-4k. AzBio quiet %d%%, +10 SNR %d%%.\n" % (rng.randint(20, 35), rng.randint(40, 90), rng.randint(20, 70)))
    d.add("Plan: return ", c.D(c.after(60, 120), "my"), ". Remote check enabled; clinic portal ", S(c.site.url, "URL"), ".\n")
    signature(d, c)
    return d


def noise_letter(c):
    rng = c.rng
    d = Doc()
    d.add(c.site.N(), "\n", c.site.addr.two_line(), "\n", S(c.site.phone, "PHONE"), "\n\n", c.D(None, "long"), "\n\n")
    hr = Person(rng, "FAMILY")
    c.retired = False
    c.profession = rng.choice(["welder", "machinist", "sawmill worker", "ironworker", "jackhammer operator", "sandblaster",
                               "forklift operator", "sheet-metal worker", "crane operator", "meat packer", "pipe fitter"])
    d.add("To: ", hr.fl(), ", Safety / Hearing Conservation\n", S(c.employer, "ORGANIZATION"), "\n")
    d.add("Fax: ", S(phone(rng, ext=False), "FAX"), "\n\n")
    d.add("RE: Employee ", c.pt.fl(), " (employee ID ", S("E" + digits(rng, 6), "IDNUM"), "), DOB ", c.DOB(), "\n\n")
    d.add("Dear ", ("Mr. " if hr.sex == "M" else "Ms. "), hr.l(), ",\n\n")
    d.add(c.pt.titled(), ", employed as ", art(c.profession), " ", S(c.profession, "PROFESSION"), ", was evaluated in our clinic on ", c.D(None, "long"),
          " following a standard threshold shift on the annual screening of ", c.D(c.before(20, 80), "long"), ". ")
    d.add("The baseline audiogram from ", c.D(c.before(800, 3000), "my"), " showed thresholds within normal limits.\n\n")
    res = audiogram(c)
    d.t("Today's thresholds (dB HL):\n")
    audiogram_table(d, c, res, "aligned")
    d.add("\nThe configuration (4 kHz notch) is consistent with noise-induced hearing loss. I recommend dual protection (plugs + muffs) ",
          "in areas above 100 dBA, and a retest after 14 hours without exposure. ", c.pt.he().capitalize(), " may return to work ",
          c.D(c.after(1, 3), "wk_long"), ".\n")
    signature(d, c, kind="plain")
    return d


LAYOUTS = [(audiology_eval, 4), (fitting, 4), (ent_clinic, 3), (ci_mapping, 1), (noise_letter, 1)]


def make(rng):
    c = Ctx(rng, "ent", SPEC, min_age=18, max_age=93)
    fns = [f for f, w in LAYOUTS for _ in range(w)]
    d = rng.choice(fns)(c)
    appendix(d, c)
    return d
