"""Genres: pathology result letter; visual field / audiology result report."""
import core
import ctxmod
import persona
from core import P, pick, chance, wpick, fdate

PATH_RES = {
    "derm": [
        ("BASAL CELL CARCINOMA, NODULAR TYPE, EXTENDING TO DEEP AND PERIPHERAL MARGINS",
         "a common, slow-growing type of skin cancer called basal cell carcinoma",
         "We recommend Mohs surgery to remove the rest of it."),
        ("SQUAMOUS CELL CARCINOMA IN SITU (BOWEN'S DISEASE), PERIPHERAL MARGIN INVOLVED",
         "an early, superficial skin cancer (squamous cell carcinoma in situ)",
         "We recommend a simple excision or cream treatment; we will discuss options."),
        ("INVASIVE SQUAMOUS CELL CARCINOMA, WELL DIFFERENTIATED, DEPTH 1.8 MM, NO PNI",
         "a squamous cell skin cancer",
         "It should be removed with a margin; our scheduler will call you."),
        ("COMPOUND DYSPLASTIC NEVUS WITH MODERATE ATYPIA, MARGINS CLEAR",
         "an atypical (dysplastic) mole with moderate changes, completely removed",
         "No further surgery is needed; please continue yearly skin checks."),
        ("MELANOMA IN SITU, LENTIGO MALIGNA TYPE, MARGINS INVOLVED",
         "an early melanoma that is confined to the top layer of skin (melanoma in situ)",
         "This is very treatable with a wider excision with 5-10 mm margins."),
        ("MALIGNANT MELANOMA, SUPERFICIAL SPREADING, BRESLOW 0.6 MM, CLARK IV, NO ULCERATION, MITOSES 1/MM2, pT1a",
         "a thin melanoma (0.6 mm)",
         "We recommend wide local excision with 1 cm margins; sentinel node biopsy is usually not needed."),
        ("SEBORRHEIC KERATOSIS, IRRITATED", "a benign (non-cancerous) growth",
         "No further treatment is needed."),
        ("BENIGN INTRADERMAL NEVUS", "a normal, benign mole", "No further treatment is needed."),
        ("SPONGIOTIC DERMATITIS WITH EOSINOPHILS, CONSISTENT WITH ALLERGIC CONTACT DERMATITIS",
         "an allergic skin reaction", "We recommend patch testing to find the trigger."),
    ],
    "ent": [
        ("BENIGN FOLLICULAR NODULE (BETHESDA II)", "benign thyroid cells (not cancer)",
         "We recommend a repeat ultrasound in 12-24 months."),
        ("ATYPIA OF UNDETERMINED SIGNIFICANCE (BETHESDA III)",
         "cells that are indeterminate (not clearly benign, not clearly cancer)",
         "We sent molecular testing on the sample and will call you with results."),
        ("INFLAMMATORY NASAL POLYP WITH NUMEROUS EOSINOPHILS, NO DYSPLASIA",
         "benign inflammatory polyps", "We will continue medical treatment as discussed."),
    ],
    "eye": [
        ("LIPOGRANULOMATOUS INFLAMMATION CONSISTENT WITH CHALAZION", "a benign chalazion",
         "No further treatment is needed."),
        ("SEBORRHEIC KERATOSIS OF EYELID", "a benign eyelid growth", "No further treatment is needed."),
    ],
}
MICRO = [("BASAL", "nests of basaloid cells with peripheral palisading and retraction artifact."),
         ("IN SITU (BOWEN", "full-thickness keratinocyte atypia with dyskeratosis and parakeratosis."),
         ("INVASIVE SQUAMOUS", "atypical squamous islands invading the reticular dermis with keratin pearls."),
         ("DYSPLASTIC", "nested melanocytes with architectural disorder and cytologic atypia."),
         ("MELANOMA", "a proliferation of atypical melanocytes in nests and single units along the DEJ with pagetoid spread."),
         ("SEBORRHEIC", "an acanthotic epidermis with horn pseudocysts and squamous eddies."),
         ("INTRADERMAL", "nests of bland melanocytes in the dermis with maturation with depth."),
         ("SPONGIOTIC", "epidermal spongiosis with a superficial perivascular infiltrate and eosinophils."),
         ("BETHESDA II)", "follicular cells in macrofollicles and abundant colloid; no nuclear features of PTC."),
         ("BETHESDA III", "follicular cells with focal nuclear atypia, insufficient for a higher category."),
         ("POLYP", "edematous stroma with numerous eosinophils beneath respiratory epithelium."),
         ("CHALAZION", "lipogranulomas with multinucleated giant cells around lipid vacuoles.")]
HIST = {"derm": ["r/o BCC", "changing pigmented lesion", "r/o SCC vs KA", "rash, r/o drug eruption",
                 "recurrent lesion", "bleeding papule"],
        "ent": ["TI-RADS 4 nodule", "nasal polyps, AERD?"],
        "eye": ["recurrent chalazion", "eyelid lesion"]}


def micro(dx):
    for k, v in MICRO:
        if k in dx:
            return v
    return "findings as described in the diagnosis."


SITES = ["right nasal ala", "left upper back", "right forearm", "scalp", "left temple",
         "right shin", "central chest", "left cheek", "right ear", "left shoulder"]


def path_letter(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit, doc = o["pt"], o["spec"], o["clinic"], o["visit"], o["doc"]
    dx, lay, nxt = pick(rng, PATH_RES[spec])
    bx = core.add_days(visit, -rng.randint(4, 14))
    lab = persona.clinic_name(rng, "path")
    acc = core.accession(rng, bx.year % 100)
    site = pick(rng, SITES) if spec == "derm" else pick(rng, ["right thyroid lobe", "nasal cavity"]) \
        if spec == "ent" else "left upper eyelid"
    pathologist = persona.Clinician(rng, "derm")
    pathologist.cred = pick(rng, ["MD", "MD, FCAP", "DO"])
    nb = core.NB()
    mode = rng.randrange(3)  # 0 letter only, 1 report only, 2 letter + report
    if mode in (0, 2):
        clinic.header(nb, with_fax=chance(rng, 0.5), with_url=chance(rng, 0.3))
        nb.f("\n{v}\n\n", ctx, v=ctx["visit_long"]())
        nb.add(pt.name(pick(rng, ["full", "full_mi", "title_full"])))
        nb.t("\n")
        nb.add(pt.addr.seg("two"))
        nb.t("\n\n")
        nb.f("Dear {p},\n\n", ctx, p=pt.name(pick(rng, ["title_last", "first", "title_last"])))
        nb.f("I am writing with the results of the biopsy taken from your " + site +
             " on {d}. The pathologist found " + lay + ". " + nxt + "\n\n", ctx,
             d=P(fdate(rng, bx, pick(rng, ["long", "mdy", "abbr"])), "DATE"))
        k = rng.randrange(3)
        if k == 0:
            nb.f("Please call our office at {ph} to schedule or if you have any questions.", ctx,
                 ph=ctx["clinic_phone"]())
        elif k == 1:
            nb.f("You can also view this result and message us through the patient portal at {u}.",
                 ctx, u=P(clinic.url, "URL"))
        else:
            nb.f("Our surgical coordinator {s} will call you at {ph} within a week.", ctx,
                 s=pick(rng, clinic.staff).name(pick(rng, ["full", "first"])), ph=ctx["phone"]())
        nb.t("\n\n" + pick(rng, ["Sincerely,", "Warm regards,", "Best,"]) + "\n")
        nb.f("{d}\n", ctx, d=doc.name(pick(rng, ["full_cred", "dr_full"])))
        if mode == 2:
            nb.t("\nEnclosure: pathology report\n" + "-" * 40 + "\n")
    if mode in (1, 2):
        nb.f("{lab}\n", ctx, lab=P(lab, "HOSPITAL"))
        if chance(rng, 0.5):
            la = persona.Address(rng, suite=True, unit_p=0)
            nb.add(la.seg("one"))
            nb.f("  Tel {ph}\n", ctx, ph=P(core.fphone(rng), "PHONE"))
        nb.t(pick(rng, ["SURGICAL PATHOLOGY REPORT\n", "DERMATOPATHOLOGY REPORT\n",
                        "CYTOPATHOLOGY REPORT\n" if spec == "ent" else "PATHOLOGY REPORT\n"]))
        nb.f("Accession #: {a}\nPatient: {p}   DOB: {dob}   Age/Sex: {age}/" + pt.sexw(1) +
             "\nMRN: {mrn}   Acct: {acct}\n", ctx, a=P(acc, "IDNUM"), p=ctx["pt_lf"](),
             age=ctx["age_n"]())
        if chance(rng, 0.2):
            nb.f("SSN: {s}   Ins: {i} #{m}\n", ctx, s=P(pt.ssn, "SSN"),
                 i=P(pt.insurer, "ORGANIZATION"), m=P(pt.member, "HEALTHPLAN"))
        rep = core.add_days(bx, rng.randint(2, 6))
        nb.f("Collected: {c}   Received: {r}   Reported: {rp}\n", ctx,
             c=P(fdate(rng, bx, "mdy"), "DATE"),
             r=P(fdate(rng, core.add_days(bx, 1), "mdy"), "DATE"),
             rp=P(fdate(rng, rep, "mdy"), "DATE"))
        nb.f("Submitting physician: {d} ({c})\n", ctx, d=doc.name(pick(rng, ["dr_last",
                                                                               "last_first_cred"])),
             c=clinic.hosp())
        if chance(rng, 0.4):
            nb.f("Copy to: {r}\n", ctx, r=ctx["ref_doc"]())
        nb.t("\nSPECIMEN: A. " + site + ", " + pick(rng, ["shave biopsy", "punch biopsy", "excision",
                                                          "FNA", "biopsy"]) + "\n")
        hist = pick(rng, HIST[spec])
        for k, v in [("MELANOMA", "changing pigmented lesion"), ("NEVUS", "atypical nevus vs melanoma"),
                     ("BASAL", "r/o BCC"), ("SQUAMOUS", "r/o SCC vs KA"),
                     ("SPONGIOTIC", "pruritic rash, r/o drug eruption"), ("SEBORRHEIC", "irritated lesion")]:
            if k in dx and spec == "derm":
                hist = v
                break
        nb.t("CLINICAL HISTORY: " + hist + "\n")
        nb.t("\nDIAGNOSIS:\nA. " + dx + ".\n\n")
        nb.t("MICROSCOPIC: Sections show " + micro(dx) + " " + pick(rng, ["Immunostains (SOX10, MART-1) reviewed with appropriate controls.",
                             "Levels examined.", "PAS negative for fungal organisms.", ""]) + "\n")
        if chance(rng, 0.3):
            cons = persona.Clinician(rng, "derm")
            cons.cred = "MD"
            nb.f("Intradepartmental consult: {c}\n", ctx, c=cons.name("dr_last"))
        nb.f("\nElectronically signed out by {p} on {d}\n", ctx,
             p=pathologist.name(pick(rng, ["full_cred", "full_mi_cred"])),
             d=P(fdate(rng, rep, pick(rng, ["mdy", "long"])), "DATE"))
    return nb


def _vf_eye(nb, rng, eye, ctx):
    md = -rng.randint(0, 1800) / 100.0
    psd = rng.randint(120, 1200) / 100.0
    nb.t("%s  Fixation losses %d/%d  FP %d%%  FN %d%%  Duration %02d:%02d\n" % (
        eye, rng.randint(0, 6), rng.randint(12, 20), rng.randint(0, 18), rng.randint(0, 20),
        rng.randint(3, 8), rng.randint(0, 59)))
    nb.t("    GHT: %s   VFI %d%%   MD %.2f dB %s   PSD %.2f dB %s\n" % (
        pick(rng, ["Within normal limits", "Outside normal limits", "Borderline",
                   "General reduction of sensitivity"]),
        rng.randint(40, 100), md, pick(rng, ["", "P < 5%", "P < 1%", "P < 0.5%"]), psd,
        pick(rng, ["", "P < 2%", "P < 0.5%"])))


def _vf(rng, ctx, nb):
    o = ctx["_obj"]
    pt, clinic, visit, doc = o["pt"], o["clinic"], o["visit"], o["doc"]
    tech = pick(rng, clinic.staff)
    nb.f("{c}\n" + pick(rng, ["VISUAL FIELD REPORT", "AUTOMATED PERIMETRY - INTERPRETATION",
                              "HVF Interpretation"]) + "\n", ctx, c=clinic.hosp())
    nb.f("Patient: {p}   ID: {mrn}   DOB: {dob}   Age: {a}\n", ctx, p=ctx["pt_lf"](),
         a=ctx["age_n"]())
    nb.f("Test date: {v}   ", ctx, v=ctx["visit"]())
    if chance(rng, 0.5):
        nb.f("Instrument: Humphrey Field Analyzer 3, SN {sn}", ctx,
             sn=P(core.device_sn(rng, pick(rng, [0, 1, 3])), "DEVICE"))
    nb.f("\nTested in {r}\n", ctx, r=clinic.room())
    strat = pick(rng, ["SITA Standard 24-2", "SITA Fast 24-2", "SITA Faster 24-2C",
                       "SITA Standard 10-2", "Esterman binocular", "30-2 superior field, taped/untaped"])
    nb.t("Strategy: %s  Stimulus III White  Bkg 31.5 ASB  Pupil %.1f mm\n" % (
        strat, rng.randint(25, 70) / 10.0))
    _vf_eye(nb, rng, "OD:", ctx)
    _vf_eye(nb, rng, "OS:", ctx)
    if "10-2" in strat:
        interp = "Central 10-2: no paracentral defects OU; no evidence of HCQ toxicity."
    elif "taped" in strat:
        interp = "Superior field limited to 18 deg untaped, improves to 42 deg taped OU - meets criteria."
    elif "Esterman" in strat:
        interp = "Binocular Esterman score %d/120, %s DMV standard." % (
            rng.randint(96, 120), pick(rng, ["meets", "meets", "does not meet"]))
    else:
        interp = pick(rng, ["Reliable. Superior arcuate defect OD respecting horizontal meridian; OS nasal step.",
                            "Unreliable OS (high FP) - repeat. OD full.",
                            "Reliable. Early inferior nasal step OS; OD within normal limits.",
                            "Dense superior and inferior arcuate OD, split fixation; OS paracentral defect."])
    nb.t("\nInterpretation: " + interp + "\n")
    prior = core.add_days(visit, -rng.randint(150, 800))
    nb.f("Compared with {d}: " + pick(rng, ["stable", "GPA possible progression OD",
                                            "GPA likely progression OD", "improved reliability",
                                            "no prior for comparison"]) + ".\n", ctx,
         d=P(fdate(rng, prior), "DATE"))
    nb.f("Technician: {t}   Interpreted by: {d} on {v}\n", ctx,
         t=tech.name(pick(rng, ["full_cred", "first_cred", "initials"])),
         d=doc.name(pick(rng, ["full_cred", "dr_last"])), v=ctx["visit"]())


FREQS = [250, 500, 1000, 2000, 3000, 4000, 6000, 8000]


def _audio(rng, ctx, nb):
    o = ctx["_obj"]
    pt, clinic, visit = o["pt"], o["clinic"], o["visit"]
    aud = persona.Clinician(rng, "ent")
    aud.cred = pick(rng, ["AuD, CCC-A", "AuD", "MA, CCC-A", "AuD, FAAA"])
    nb.f("{c}\n" + pick(rng, ["AUDIOLOGIC EVALUATION", "Audiology Report",
                              "COMPREHENSIVE AUDIOMETRIC EXAM"]) + "\n", ctx, c=clinic.hosp())
    nb.f("Name: {p}   DOB: {dob}   MRN: {mrn}\nDate: {v}   Booth {b}   Referred by: {d}\n", ctx,
         p=ctx["pt_full"](), v=ctx["visit"](), b=P(str(rng.randint(1, 4)), "LOCATION_OTHER"),
         d=o["doc"].name(pick(rng, ["dr_last", "full_cred"])))
    nb.f("\nCase history: {a} {s} " + pick(rng, [
        "with gradual bilateral hearing loss and tinnitus.",
        "reports sudden R hearing loss.", "presents for hearing aid candidacy.",
        "with hx of ear infections, parent concerned about speech.",
        "annual monitoring, noise exposed."]) + " ", ctx, a=ctx["age"](), s=ctx["sex"]())
    if chance(rng, 0.5):
        nb.add(["Occupation: ", P(pt.prof, "PROFESSION"), "."])
    nb.t("\nOtoscopy: " + pick(rng, ["clear EACs, TMs visualized bilat", "cerumen partial R",
                                     "PE tubes visualized bilat"]) + "\n\n")
    nb.t("Pure-tone thresholds (dB HL)\nHz    " + " ".join("%5s" % (str(f) if f < 1000 else
                                                               "%dk" % (f // 1000)) for f in FREQS) +
         "\n")
    ac = {}
    for ear in "RL":
        base, slope = rng.randint(0, 35), rng.randint(0, 9)
        row = []
        for i in range(len(FREQS)):
            v = base + i * slope + rng.randint(-1, 1) * 5
            row.append(max(-10, min(110, v - v % 5)))
        ac[ear] = row
    gap = pick(rng, [0, 0, 0, 10, 20])
    for lab in ["R AC", "L AC", "R BC", "L BC"]:
        vals = []
        for i, f in enumerate(FREQS):
            if "BC" in lab and f > 4000:
                vals.append("    -")
                continue
            v = ac[lab[0]][i]
            if "BC" in lab:
                v = max(-10, v - gap - pick(rng, [0, 0, 5]))
            vals.append("%5d" % v)
        nb.t("%-5s " % lab + " ".join(vals) + "\n")
    nb.t("SRT: R %d dB, L %d dB   WRS: R %d%% @ %d dB HL, L %d%% @ %d dB HL\n" % (
        rng.randint(5, 60), rng.randint(5, 60), rng.randint(40, 100), rng.randint(50, 90),
        rng.randint(40, 100), rng.randint(50, 90)))
    nb.t("Tympanometry: R Type %s, L Type %s (ECV %.1f/%.1f mL)   Reflexes: %s\n" % (
        pick(rng, ["A", "A", "As", "B", "C"]), pick(rng, ["A", "A", "Ad", "B", "C"]),
        rng.randint(5, 20) / 10.0, rng.randint(5, 20) / 10.0,
        pick(rng, ["present ipsi/contra", "absent R contra", "elevated bilat"])))
    nb.t("DPOAE: " + pick(rng, ["present 1-4 kHz bilat", "absent 2-8 kHz bilat",
                                "reduced R"]) + "\n\n")
    nb.t("Impression: " + pick(rng, [
        "Bilateral symmetric mild sloping to moderately-severe SNHL.",
        "R moderate-severe SNHL, L WNL - asymmetry, recommend MRI per ENT.",
        "Mild bilateral CHL with flat tymps c/w middle ear effusion.",
        "Hearing WNL bilaterally through 8 kHz."]) + "\n")
    if chance(rng, 0.6):
        fit = core.add_days(visit, -rng.randint(90, 1800))
        model = pick(rng, ["Phonak Audeo L90-R", "Oticon Intent 1 miniRITE", "Starkey Genesis AI 24",
                           "ReSound Nexia 9", "Signia Pure C&G 7AX", "Widex Moment 440"])
        nb.f("Current hearing aids: " + model + ", L SN {l}, R SN {r}, fit {d} at {c}.\n", ctx,
             l=P(core.device_sn(rng), "DEVICE"), r=P(core.device_sn(rng), "DEVICE"),
             d=P(fdate(rng, fit, pick(rng, ["mdy", "my_slash", "mon_year"])), "DATE"),
             c=P(persona.clinic_name(rng, "ent"), "HOSPITAL"))
    if chance(rng, 0.2):
        nb.f("Cochlear implant processor R: Nucleus 8, serial {s}\n", ctx,
             s=P(core.device_sn(rng, 2), "DEVICE"))
    nb.t("Recommendations: " + pick(rng, [
        "binaural amplification trial; return for HA fitting.",
        "ENT f/u; repeat audio after treatment.", "annual audiogram; hearing protection.",
        "tinnitus management counseling; sound generator option."]) + "\n")
    if chance(rng, 0.5):
        nb.f("HA fitting scheduled {d}.\n", ctx, d=ctx["d_next"]())
    nb.f("\n{a}\n", ctx, a=aud.name(pick(rng, ["full_cred", "full_mi_cred"])))
    if chance(rng, 0.5):
        nb.f("License {l}\n", ctx, l=P(core.med_license(rng, clinic.addr.st), "LICENSE"))


def test_report(rng, ctx):
    nb = core.NB()
    if ctx["_obj"]["spec"] == "eye":
        _vf(rng, ctx, nb)
    else:
        _audio(rng, ctx, nb)
    return nb
