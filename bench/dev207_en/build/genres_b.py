"""Genres: urodynamics study report, stone procedure note, vasectomy consent and procedure record."""
import pools as P
from common import ch, letterhead, banner, dr, staff, signature, audit_line, social, meds, vitals, renal, urine


def urodynamics(b, c):
    r = c.r
    female = r.random() < 0.55
    pt = c.person("F" if female else "M")
    age = r.randint(19, 88)
    dob = c.dob(age)
    ref, sci, uro = c.person(), c.person(), c.person()
    if r.random() < 0.5:
        letterhead(b, c, name=c.hosp, url=0.2, email=0.2)
    else:
        b((c.hosp, "HOSPITAL"), " - Urodynamics Laboratory\n")
    b(ch(r, "URODYNAMIC STUDY REPORT", "Multichannel Urodynamics Report", "VIDEO-URODYNAMICS REPORT"), "\n\n")
    banner(b, c, pt, age, dob)
    b("Study date: ", c.D(c.visit, ch(r, None, "wd")), "    Room: ", (str(r.randint(1, 9)) + ch(r, "", "A", "B"), "LOCATION_OTHER"), "\n")
    b("Referred by: ", dr(c, ref), ch(r, " (Urogynaecology)", " (GP)", " (Neurology)", " (Urology)", ""), "\n")
    b("Performed by: ", staff(c, sci, ch(r, "sci", "rn")), ch(r, ", Urodynamics Scientist", ", Continence Nurse", ""), "\n")
    b("Reported by: ", dr(c, uro), "\n")
    sexed = (["mixed urinary incontinence, pre-operative assessment for mid-urethral sling",
              "stress urinary incontinence, recurrent after colposuspension"] if female else
             ["post-prostatectomy incontinence, considering artificial urinary sphincter",
              "LUTS, ?bladder outlet obstruction prior to TURP"])
    ind = ch(r, sexed[0], sexed[1], sexed[0], "neurogenic bladder (multiple sclerosis)",
             "refractory OAB, considering intravesical botulinum toxin", "recurrent retention, ?detrusor underactivity",
             "spinal cord injury T%d, annual surveillance" % r.randint(4, 12))
    b("\nIndication: ", ind, ".\n")
    if "prostatectomy" in ind:
        b("Robotic radical prostatectomy ", c.D(c.ago(200, 900), ch(r, None, "my")), " at ", (c.hosp, "HOSPITAL"), ". Uses %d pads/day.\n" % r.randint(2, 7))
    b("Equipment: ", ch(r, "Laborie Aquarius TT", "Laborie Goby", "MMS Solar Gold", "Andromeda Ellipse"), ", serial ", c.serial(ch(r, "", "UDS-", "SN")),
      "; ", ch(r, "air-charged", "water-filled"), " 7 Fr dual-lumen catheter, rectal balloon catheter.\n")
    fill = r.choice([20, 30, 50, 50, 100])
    b("Filling medium: normal saline at room temperature, %d mL/min, %s position.%s\n" % (
        fill, ch(r, "seated", "standing", "supine then standing"), ch(r, " Fluoroscopy used.", "", "") ))
    b("\n3-day bladder diary: day frequency %d, nocturia %d, max voided volume %d mL, 24 h output %d mL.\n" % (
        r.randint(5, 18), r.randint(0, 5), r.randint(150, 550), r.randint(1200, 3200)))
    if female and r.random() < 0.6:
        b("ICIQ-UI SF score %d/21. Pad test %d g/1 h.\n" % (r.randint(6, 21), r.randint(2, 60)))
    qmax = r.randint(4, 28)
    b("\nFREE UROFLOWMETRY\n")
    b("  Qmax %d mL/s   Qave %d mL/s   Voided volume %d mL   PVR (bladder scan) %d mL   Pattern: %s\n" % (
        qmax, max(2, qmax // 2), r.randint(110, 520), r.randint(0, 400), ch(r, "bell-shaped", "plateau", "intermittent", "prolonged")))
    fsf = r.randint(60, 220)
    cap = r.randint(fsf + 120, 700)
    b("\nFILLING CYSTOMETRY\n")
    b("+------------------------------+-------------------+------------+\n")
    b("| Parameter                    | Result            | Reference  |\n")
    b("+------------------------------+-------------------+------------+\n")
    do = r.random() < 0.5
    rows = [("First sensation of filling", "%d mL" % fsf, "100-250"),
            ("First desire to void", "%d mL" % (fsf + r.randint(30, 100)), "-"),
            ("Strong desire to void", "%d mL" % (cap - r.randint(10, 80)), "-"),
            ("Max cystometric capacity", "%d mL" % cap, "300-550"),
            ("Compliance", "%d mL/cmH2O" % r.randint(8, 120), ">20"),
            ("Detrusor overactivity", ("yes, max %d cmH2O" % r.randint(10, 80)) if do else "not seen", "none"),
            ("Urodynamic stress incont.", ch(r, "yes", "no", "yes, VLPP %d cmH2O" % r.randint(40, 140)), "none"),
            ("Pves at capacity", "%d cmH2O" % r.randint(20, 60), "-"),
            ("Pdet at capacity", "%d cmH2O" % r.randint(2, 40), "<15")]
    for k, v, ref_ in rows:
        b("| %-28s | %-17s | %-10s |\n" % (k, v, ref_))
    b("+------------------------------+-------------------+------------+\n")
    pq = r.randint(8, 30)
    pdq = r.randint(10, 110)
    b("\nPRESSURE-FLOW STUDY\n")
    b("  Qmax      Pdet@Qmax   Pabd@Qmax   Vvoid    PVR      BOOI     BCI\n")
    b("  %-9s %-11s %-11s %-8s %-8s %-8d %d\n" % ("%d mL/s" % pq, "%d cmH2O" % pdq, "%d cmH2O" % r.randint(20, 60),
                                                  "%d mL" % r.randint(100, 500), "%d mL" % r.randint(0, 300), pdq - 2 * pq, pdq + 5 * pq))
    b("\nCONCLUSION:\n")
    concl = []
    if do:
        concl.append("Terminal detrusor overactivity with urgency" + ch(r, " and leakage.", "."))
    concl.append(ch(r, "Urodynamic stress incontinence demonstrated with cough.", "No stress leakage on provocation.",
                    "Bladder outlet obstruction (BOOI >40).", "Equivocal obstruction; normal contractility.",
                    "Detrusor underactivity (BCI <100)."))
    concl.append(ch(r, "Stable, compliant bladder of normal capacity.", "Reduced capacity.", "Low compliance; upper tract monitoring advised."))
    for i, x in enumerate(concl):
        b("%d. %s\n" % (i + 1, x))
    b("\nRecommendation: ", ch(r, "proceed with synthetic MUS as planned" if female else "suitable for TURP/HoLEP",
                               "trial of anticholinergic/beta-3 agonist", "colposuspension or autologous sling discussed" if female else
                               "artificial urinary sphincter (AMS 800) discussed", "CISC teaching with continence nurse", "intravesical Botox 100 U"), ". ",
      "Discussed at ", ch(r, "urogynae", "functional urology", "neuro-urology"), " meeting ", c.D(c.ahead(3, 30)), ".\n")
    b("Complications: nil. Antibiotic prophylaxis: ", ch(r, "nil", "fosfomycin 3 g", "trimethoprim 300 mg"), ".\n\n")
    signature(b, c, uro, closing=False, lic=0.4, esign=0.5, audit=0.3)
    if r.random() < 0.5:
        b("cc: ", dr(c, ref), ", ", (c.gp_practice, "HOSPITAL"), "\n")


def stone_note(b, c):
    r = c.r
    pt = c.person("M" if r.random() < 0.65 else "F")
    age = r.randint(19, 84)
    dob = c.dob(age)
    sur, asst, an, scrub, gp = c.person(), c.person(), c.person(), c.person(), c.person()
    kind = ch(r, "URS", "URS", "ESWL", "PCNL", "STENT")
    b((c.hosp, "HOSPITAL"), "\n", ch(r, "OPERATION REPORT", "Operative Note", "PROCEDURE RECORD"), "\n\n")
    banner(b, c, pt, age, dob)
    b("Date of operation: ", c.D(c.visit), ch(r, "    OR ", "    OR: ", "    Room ") if c.us else "    Theatre: ", (str(r.randint(1, 14)), "LOCATION_OTHER"), "\n")
    b("Surgeon: ", dr(c, sur), "\n")
    if r.random() < 0.7:
        b("Assistant: ", dr(c, asst), "\n")
    b("Anaesthetist: " if not c.us else "Anesthesia: ", dr(c, an), " - ", ch(r, "GA, LMA", "GA, ETT", "spinal", "IV sedation"), "\n")
    b("Scrub nurse: ", (scrub.form(ch(r, "full", "fi")), "DOCTOR"), "\n")
    side = ch(r, "right", "left")
    loc = ch(r, "proximal ureter", "mid ureter", "distal ureter", "VUJ", "renal pelvis", "lower pole calyx", "partial staghorn")
    size = r.randint(22, 45) if "staghorn" in loc else (r.randint(3, 12) if "ureter" in loc or loc == "VUJ" else r.randint(6, 20))
    if "staghorn" in loc:
        kind = "PCNL"
    proc = {"URS": "%s flexible ureteroscopy, holmium laser lithotripsy and JJ stent insertion" % side.capitalize(),
            "ESWL": "%s extracorporeal shock wave lithotripsy" % side.capitalize(),
            "PCNL": "%s percutaneous nephrolithotomy (prone, %s puncture)" % (side.capitalize(), ch(r, "lower pole", "upper pole", "interpolar")),
            "STENT": "Cystoscopy and %s retrograde JJ stent insertion (emergency)" % side}[kind]
    b("\nProcedure: ", proc, "\n")
    b("Indication: %d mm %s %s calculus, %d HU on non-contrast CT " % (size, side, loc, r.randint(400, 1500)), None)
    b("(", c.D(c.ago(3, 60)), ")", ch(r, ".", "; failed medical expulsive therapy.", "; obstructed, febrile, CRP %d." % r.randint(40, 300)), "\n")
    b("Pre-op: ", renal(c), ". ", urine(c), "\n")
    b("Antibiotics: ", ch(r, "gentamicin 240 mg + amoxicillin 2 g", "cefazolin 2 g", "ceftriaxone 1 g", "piperacillin-tazobactam 4.5 g"), " at induction.\n")
    b("\nFindings and technique:\n")
    if kind == "ESWL":
        b("Lithotripter: ", ch(r, "Dornier Compact Delta II", "Storz Modulith SLK", "EDAP Sonolith i-move"), " (unit S/N ", c.serial(ch(r, "", "DL-", "LT")), ").\n")
        b("Stone localised fluoroscopically. %d shocks at %d/min, power ramped to level %d. Fluoroscopy time %.1f min, DAP %.1f Gy.cm2.\n" % (
            r.randint(1500, 4000), r.choice([60, 70, 90]), r.randint(3, 6), r.uniform(0.5, 4.0), r.uniform(0.3, 5.0)))
        b(ch(r, "Good fragmentation observed.", "Partial fragmentation; may need repeat session.", "Stone not clearly fragmented."), "\n")
    elif kind == "PCNL":
        b("Retrograde 6 Fr ureteric catheter placed in lithotomy. Prone. Fluoroscopic puncture, tract dilated to %d Fr. " % r.choice([18, 24, 30]))
        b("Stone fragmented with ", ch(r, "ShockPulse-SE", "Swiss LithoClast Trilogy", "holmium laser"), " (console serial ", c.serial(""), "). ")
        b(ch(r, "Stone free on nephroscopy and fluoroscopy.", "Small residual fragment lower pole <3 mm."), " Nephrostomy %d Fr left in situ.\n" % r.choice([8, 10, 12]))
    else:
        b("Cystoscopy: ", ch(r, "normal bladder", "mild trabeculation", "purulent efflux from %s orifice" % side), ". ")
        b("Guidewire (Sensor 0.035) placed under fluoroscopy. ")
        if kind == "URS":
            b("Access sheath %d/%d Fr. Stone dusted with %s laser (%s, SN " % (
                r.choice([10, 11, 12]), r.choice([12, 13, 14]), *ch(r, ("holmium:YAG", "Lumenis Pulse 120H"), ("holmium:YAG", "Quanta Cyber Ho"), ("thulium fibre", "Olympus Soltive"))),
                c.serial(""), ") at %.1f J / %d Hz. " % (r.uniform(0.3, 1.0), r.choice([10, 15, 20, 40, 60])))
            b(ch(r, "Fragments basketed and sent for analysis", "Dusted; no fragments retrieved", "Fragments retrieved with Zero Tip basket"), ". ")
        b("%d Fr x %d cm JJ stent %s.\n" % (r.choice([4, 6, 7]), r.choice([22, 24, 26, 28]), ch(r, "with string", "without string", "on tether")))
    b("Complications: ", ch(r, "nil", "nil", "minor mucosal trauma", "small perforation, stented"), ". Clavien-Dindo 0. EBL ", ch(r, "minimal", "<20 mL", "150 mL"), ".\n")
    if r.random() < 0.6:
        b("Specimen: stone fragments for infrared analysis to ", (c.lab, "HOSPITAL"), ", request ", c.acc("lab"), ".\n")
    b("\nPost-op instructions:\n")
    b("- ", ch(r, "Discharge same day once voided.", "Overnight stay on ", "Admit to ward."), None)
    if b.parts[-1].endswith("on "):
        b((c.ward, "HOSPITAL"), ", bed ", (str(r.randint(1, 32)), "LOCATION_OTHER"), ".")
    b("\n- Stent removal ", ch(r, "by string at home", "flexible cystoscopy"), " on ", c.D(c.ahead(5, 21), ch(r, None, "wd")), ".\n")
    b("- Tamsulosin 0.4 mg nocte for stent symptoms; oxybutynin PRN.\n")
    b("- Repeat CT KUB / KUB X-ray in ", ch(r, "6 weeks", "3 months"), "; 24 h urine collection. ", ch(r, "Fluid intake >2.5 L/day.", "Low salt diet advised."), "\n")
    if r.random() < 0.4:
        b("- Patient to call ", c.P(ext=None), ch(r, " if fever >38 C or uncontrolled pain.", " with concerns after hours."), "\n")
    b("\n")
    signature(b, c, sur, closing=False, lic=0.3, esign=0.5, audit=0.3)
    if r.random() < 0.4:
        b("Copy: ", dr(c, gp), ", ", (c.gp_practice, "HOSPITAL"), "\n")


def vasectomy(b, c):
    r = c.r
    pt = c.person("M")
    age = r.randint(27, 58)
    dob = c.dob(age)
    doc, rn = c.person(), c.person("F" if r.random() < 0.8 else "M")
    wife = c.person("F", mid=0.2)
    if r.random() < 0.5:
        wife.last = pt.last
    letterhead(b, c, url=0.3, email=0.3)
    b("VASECTOMY - CONSENT AND PROCEDURE RECORD\n\n" if r.random() < 0.5 else "Vasectomy Consent & Procedure Record\n\n")
    b("PART A: PATIENT DETAILS\n")
    b("Name: ", (pt.form(ch(r, "fml", "full", "lfm")), "PATIENT"), "     DOB: ", c.D(dob), "     Age: ", (str(age), "AGE"), "\n")
    b("Address: ", c.addr_pc(c.home), "\n")
    b(ch(r, "Mobile: ", "Phone: "), c.P("mob" if not c.us else "land", ext=False))
    if r.random() < 0.5:
        b("   Email: ", c.email(pt))
    b("\n", ch(r, "MRN: ", "Patient ID: ", "Chart no. "), c.mrn(), "\n")
    if c.us and r.random() < 0.6:
        b("Insurance: ", (c.insurer, "ORGANIZATION"), ", member ", c.hp(), "\n")
    elif not c.us and r.random() < 0.6:
        b("Medicare: ", c.hp(), "\n")
    if r.random() < 0.6:
        b("Occupation: ", (r.choice(P.PROFESSIONS), "PROFESSION"), "\n")
    k = r.randint(0, 2)
    b("Identity confirmed: ")
    if k == 0:
        b("driver licence ", (c.home["state"], "STATE"), " ", ("%08d" % r.randint(0, 99999999) if not c.us else "%s%07d" % (ch(r, "D", "S", "W"), r.randint(0, 9999999)), "LICENSE"), " sighted")
    elif k == 1:
        b("fingerprint scan on check-in kiosk, biometric ID ", c.bio())
    else:
        b("photo ID (", ch(r, "passport", "driver licence"), ") and DOB verbally")
    b(".\n\nPART B: COUNSELLING AND CONSENT\n")
    b("Children: %d. Relationship: %s. " % (r.randint(0, 4), ch(r, "married", "de facto", "long-term partner", "single")))
    if r.random() < 0.65:
        b("Partner ", (wife.form(ch(r, "first", "full")), "FAMILY"), " ", ch(r, "present for counselling", "aware and supportive", "not present"), ".")
    cdate = c.ago(0, 14)
    b("\nThe following were discussed on ", c.D(c.ago(7, 60, base=cdate)), ":\n")
    for t in ["Vasectomy is intended to be permanent; reversal is not always successful.",
              "Early failure ~1 in 250; late recanalisation ~1 in 2000.",
              "Contraception must continue until clearance semen analysis (about 12 weeks, 20+ ejaculations).",
              "Bleeding/haematoma 1-2%, infection 1-2%, chronic scrotal pain 1-2%, sperm granuloma.",
              "Sperm banking was offered: " + ch(r, "declined.", "accepted.", "considered, declined.")]:
        b("  [x] ", t, "\n")
    b("\nI, ", (pt.form(ch(r, "full", "fml")), "PATIENT"), ", consent to bilateral vasectomy under local anaesthetic" if not c.us else ", consent to bilateral vasectomy under local anesthetic", ".\n")
    b("Patient signature: ____________   Date: ", c.D(cdate), "\n")
    b("Clinician: ", dr(c, doc), "   Date: ", c.D(cdate), "\n")
    b("Witness: ", (rn.form(ch(r, "full", "fi")), "DOCTOR"), ", ", c.cred("rn", rn), "\n")
    if r.random() < 0.25:
        b("Interpreter: ", (c.person().form("full"), "DOCTOR"), ch(r, " (Vietnamese, NAATI ", " (Arabic, NAATI ", " (Spanish, cert. "), ("%06d" % r.randint(0, 999999), "LICENSE"), ")\n")
    b("\nPART C: PROCEDURE RECORD\n")
    b("Date: ", c.D(c.visit, ch(r, None, "wd")), "   Time in: ", c.tm(8, 12), "   Room: ", (str(r.randint(1, 6)), "LOCATION_OTHER"), "\n")
    b("Operator: ", dr(c, doc), "   Assistant: ", (rn.form("full"), "DOCTOR"), " ", c.cred("rn", rn), "\n")
    b("Pre-procedure: ", vitals(c), ". ", ch(r, "Diazepam 5 mg PO 1 h prior.", "No premedication.", "Penthrox available, not used."), "\n")
    b("Technique: ", ch(r, "no-scalpel vasectomy (NSV)", "conventional two-incision", "single midline puncture, NSV"), ". LA: ",
      ch(r, "lignocaine 1% with adrenaline", "lidocaine 1% plain", "lignocaine 2% plain + bupivacaine 0.5%"), " %d mL total.\n" % r.randint(6, 14))
    b("Right vas: %d mm segment excised, lumen cauterised, fascial interposition. Left vas: %d mm segment excised, same technique.\n" % (
        r.randint(8, 20), r.randint(8, 20)))
    if r.random() < 0.5:
        b("Segments sent to histology at ", (c.lab, "HOSPITAL"), ", specimen no. ", c.acc("path"), ".\n")
    else:
        b("Segments not sent for histology (per protocol).\n")
    b("Haemostasis: good. Skin: ", ch(r, "left open", "1 x 4-0 chromic", "steri-strip"), ". Complications: ", ch(r, "nil", "vasovagal episode, resolved", "nil"), ".\n")
    b("\nPART D: DISCHARGE\n")
    b("Discharged ", c.tm(13, 16), " in the care of ")
    b(ch(r, "his wife ", "his partner ", "a friend "), (wife.form(ch(r, "first", "full")), "FAMILY"), ". ")
    if r.random() < 0.55:
        b("Vehicle ", ch(r, "plate ", "rego ", "registration "), c.plate(), " given a pickup-bay pass. ")
    b("Not to drive for 24 h.\n")
    b("Semen analysis at 12 weeks: ", (r.choice(P.US_LABS if c.us else P.AU_LABS), "HOSPITAL"), ", book via ", c.url(ch(r, "semen-analysis", "book", "pvsa")),
      ch(r, " or phone ", " / ph "), c.P(ext=False), ". Due on or after ", c.D(c.ahead(84, 90)), ".\n")
    if r.random() < 0.4:
        b("After-hours: ", c.P("mob" if not c.us else "pager", ext=False), " (on-call).\n")
    b("\n")
    b("Recorded by: ", (rn.form(ch(r, "full", "fi")), "DOCTOR"), ", ", c.cred("rn", rn), "   ", c.D(c.visit), " ", c.tm(16, 17), "\n")
    if r.random() < 0.3:
        audit_line(b, c, rn)
