"""Genres: physiotherapy and orthotics assessment; infusion record (IVIG / biologic / gene therapy / intrathecal)."""
import phi
import common as K
import narr as R
import pools_clinical as C
import pools_places as PL
from doc import P


def physio(d, c):
    rng = c.rng
    v = c.visit
    home = rng.random() < 0.3
    d.add([P(c.hosp, "HOSPITAL"), " - ", rng.choice(["Physiotherapy and Orthotics", "Neuromuscular Physiotherapy",
                                                      "Children's Therapy Service" if c.child else "Neuro Outpatient Therapies",
                                                      "Orthotic Department"]), "\n"])
    d.t(rng.choice(["NEUROMUSCULAR PHYSIOTHERAPY ASSESSMENT", "Physiotherapy and orthotic review", "PT / ORTHOTICS JOINT CLINIC",
                    "Physical therapy re-evaluation"]) + "\n\n")
    d.add(["Date: ", c.d(v), "    Seen: ", "home visit" if home else rng.choice(["outpatient gym", "joint clinic", "hydrotherapy pool"]), "\n"])
    d.add(["Patient: ", c.pn(rng.choice(["full", "LF", "fml"])), "   DOB: ", c.dob_p(), "   "] + c.ids() + ["\n"])
    if home:
        d.add(["Address visited: "] + c.addr("pt") + ["\n"])
    d.add(["Diagnosis: ", c.cond["name"], "\n"])
    present = ["Present: patient"]
    d.t(present[0])
    if c.child or rng.random() < 0.4:
        rel = "mother" if c.child else rng.choice(["wife", "husband", "carer"])
        d.add([", ", rel, " (", c.fn(rel, "full"), ")"])
    d.add([", ", c.dr("physio", "full"), " (physio)"])
    if rng.random() < 0.7:
        d.add([", ", c.dr("orth", "full"), " (orthotist)"])
    d.t("\n\nS: ")
    d.t(rng.choice(["Reports more tripping on uneven ground and toe-catching on the right. ",
                    "Knees giving way 2-3 times a week; one fall onto outstretched hand. ",
                    "Managing stairs one at a time with rail. Tires after 200 m. ",
                    "Pain over lateral border of feet in current AFOs; skin marking at 5th MT head. ",
                    "Sitting tolerance reduced; leaning to the left in chair by end of school day. ",
                    "Night splints tolerated 4 nights out of 7. "]))
    if c.child:
        d.add(["At school (", P(rng.choice(PL.SCHOOLS), "ORGANIZATION"), ") uses a buggy/wheelchair for long distances; PE adapted. "])
    else:
        d.add(["Works as a ", P(c.profession, "PROFESSION"), "; ", rng.choice(["standing for long periods is difficult",
                                                                               "drives to work", "mostly desk-based now"]), ". "])
    gaits = {"neuropathy": ["bilateral steppage gait with foot slap", "high-stepping gait, unable to heel walk"],
             "dystrophy": ["waddling, increased lumbar lordosis, toe walking", "Trendelenburg gait, hyperextending R knee in stance"],
             "myositis": ["hyperextending both knees in stance, uses rail", "slow, wide-based, independent with stick"],
             "myotonic": ["steppage gait R > L", "independent, mild foot drop"],
             "sma": ["non-ambulant; transfers with standing frame and hoist", "short-distance walking with rollator, hyperlordotic"]}
    g = gaits.get(c.cond["grp"], ["independent indoors, crutches outdoors"]) + ["non-ambulant; transfers with standing frame and hoist"]
    d.t("\n\nO:\nGait: %s.\n" % rng.choice(g))
    d.t("ROM (goniometry)     R        L\n")
    for j, lo, hi in [("Ankle DF (knee ext)", -25, 10), ("Ankle DF (knee flex)", -15, 15), ("Popliteal angle", 10, 60),
                      ("Hip ext (Thomas)", -25, 5), ("Elbow ext", -40, 0), ("ITB (Ober)", -10, 10)]:
        if rng.random() < 0.7:
            d.t("%-20s %-8s %s\n" % (j, "%d deg" % rng.randint(lo, hi), "%d deg" % rng.randint(lo, hi)))
    d.t("Timed tests: %s.\n" % R.scale_str(c, 3))
    d.t("%s\n" % rng.choice(C.GENERAL_SCALES))
    d.t("\nEquipment:\n")
    d.add(["- Orthoses: ", rng.choice(C.ORTHOSES), " (issued ", c.d(phi.plus(v, -rng.randint(120, 700))), ")\n"])
    if rng.random() < 0.6:
        d.add(["- Wheelchair: ", rng.choice(C.CHAIRS), ", SN ", P(phi.serial(rng, "chair"), "DEVICE"), ", via ",
               P(rng.choice(PL.HOSP_STEMS) + " " + rng.choice(["Wheelchair Service", "Seating Clinic", "Posture and Mobility Centre"]), "HOSPITAL"), "\n"])
    d.t("- %s\n" % rng.choice(["standing frame (Rifton)", "powered riser-recliner", "shower chair and perching stool",
                               "Lofstrand crutches", "four-wheeled walker (rollator)", "hoist and sling (Arjo)"]))
    if rng.random() < 0.45:
        k = rng.randint(0, 1)
        if k == 0:
            d.add(["- Vehicle: adapted ", rng.choice(["WAV (rear ramp)", "car with hand controls", "van with tail lift"]),
                   ", reg ", P(phi.plate(rng, c.country), "VEHICLE"), "; ", rng.choice(["Blue Badge", "disabled parking permit",
                                                                                          "accessible parking placard"]),
                   " no. ", P(phi.idnum(rng, "other"), "IDNUM"), "\n"])
        else:
            d.add(["- Vehicle: VIN ", P(phi.vin(rng), "VEHICLE"), " - hoist fitting quote requested from ",
                   P(rng.choice(PL.SUPPLIERS[2:4] + ["Kinetic Seating Solutions"]), "ORGANIZATION"), "\n"])
    d.t("\nOrthotic plan: ")
    sup = rng.choice(["OrthoFit Labs", "Stridewell Orthotics", "Wheelwright Mobility Ltd"])
    d.add([rng.choice(["Cast for new solid AFOs (plaster, subtalar neutral)", "Scan for carbon-fibre AFOs", "Night splints re-made",
                       "Modify trimlines and add 5 mm heel raise", "Serial casting 3 x weekly casts"]),
           "; order ", P(phi.idnum(rng, "order"), "IDNUM"), " with ", P(sup, "ORGANIZATION"), ", fitting booked ",
           c.d(phi.plus(v, rng.randint(14, 60))), ".\n"])
    if rng.random() < 0.5:
        d.add(["Hydrotherapy weekly at ", P(rng.choice(["Riverside Leisure Centre", "Kestrel Aquatic Centre", "Westfield Pool",
                                                          "Harbourside Swim Centre"]), "ORGANIZATION"), ", 30 min sessions\n"])
    if rng.random() < 0.4:
        d.t(K.hard_neg_line(c))
    d.t("\nA: %s\n" % rng.choice(["Progressive loss of ankle dorsiflexion range, now functionally limiting.",
                                  "Stable function; orthoses effective.", "Increased falls risk - high priority.",
                                  "Early scoliosis noted on forward bend - refer Orthopaedics/spinal team."]))
    d.t("P:\n")
    for p in rng.sample(["Daily stretching programme updated (calf, hamstrings, hip flexors, ITB) - handout given.",
                         "Submaximal aerobic exercise (cycling/swimming) encouraged; avoid eccentric exercise.",
                         "Falls prevention advice; refer OT for bathroom adaptations.", "School PE plan sent.",
                         "Review fit of AFOs in 6 weeks.", "Power wheelchair assessment referral.",
                         "Respiratory physio: breath stacking with lung volume recruitment bag taught."], rng.randint(2, 4)):
        d.t("- %s\n" % p)
    d.add(["Next review: ", c.d(phi.plus(v, rng.randint(40, 200))), "\n\n"])
    d.add([c.dr("physio", "full"), ", ", K.role_label(c, "physio")])
    if rng.random() < 0.5:
        d.add([" (", "HCPC " if c.country == "UK" else "Reg. ", P(phi.license(rng, c.country, "hcpc"), "LICENSE"), ")"])
    d.add(["\n", "Direct line ", c.tel(), "   ", P(phi.email(rng, *c.st("physio")), "EMAIL"), "\n"])
    if rng.random() < 0.5:
        d.add([c.dr("orth", "full"), ", ", K.role_label(c, "orth"), "\n"])


def _obs_table(d, c, t0, rates, unit="mL/h"):
    rng = c.rng
    d.t("%-6s %-9s %-8s %-5s %-6s %-6s %s\n" % ("Time", "Rate", "BP", "HR", "Temp", "SpO2", "Comment"))
    h, m = t0
    for r in rates:
        d.t("%02d:%02d  %-9s %-8s %-5d %-6.1f %-6s %s\n" % (h, m, r, "%d/%d" % (rng.randint(98, 145), rng.randint(55, 90)),
                                                           rng.randint(60, 105), rng.uniform(36.2, 37.6), "%d%%" % rng.randint(94, 100),
                                                           rng.choice(["", "", "well", "mild headache", "asleep", "pt comfortable"])))
        m += rng.choice([15, 30, 30, 60])
        h += m // 60
        m %= 60


def infusion(d, c):
    rng = c.rng
    v = c.visit
    kind = {"SMA": rng.choice(["zolg", "nusi"]) if c.child else "nusi", "POMPE": "ert", "DMD": "exon"}.get(c.ckey, "ivig")
    d.add([P(c.hosp, "HOSPITAL"), "\n"])
    if rng.random() < 0.5:
        d.t(rng.choice(["Neurology Day Unit", "Medical Day Case Unit", "Infusion Suite", "Children's Day Unit",
                        "Ambulatory Infusion Center"]) + "\n\n")
    else:
        d.add([P(rng.choice(PL.WARD_NAMES), "HOSPITAL"), " (day beds)\n\n"])
    d.t({"ivig": "INFUSION RECORD - IMMUNOGLOBULIN / BIOLOGIC", "zolg": "GENE THERAPY ADMINISTRATION RECORD (onasemnogene abeparvovec)",
         "nusi": "INTRATHECAL NUSINERSEN ADMINISTRATION RECORD", "ert": "ENZYME REPLACEMENT THERAPY INFUSION RECORD",
         "exon": "INFUSION RECORD - EXON-SKIPPING THERAPY"}[kind] + "\n\n")
    d.add(["Patient: ", c.pn(rng.choice(["LF", "LFM"])), "   DOB: ", c.dob_p(), "   "] + c.ids() + ["\n"])
    d.add(["Encounter: ", P(phi.account(rng), "ACCOUNT"), "   Order: ", P(phi.idnum(rng, "order"), "IDNUM"), "\n"])
    if c.ssn and rng.random() < 0.4:
        d.add(["Payer verification - ", "SSN: " if c.country == "US" else "SIN: ", P(c.ssn, "SSN"), "; "] +
              (c.plan_pieces() or ["self-pay"]) + ["\n"])
    d.add(["Date: ", c.d(v, rng.choice(["wk", None])), "   ", rng.choice(["Chair ", "Bay ", "Bed ", "Pod "]),
           P(str(rng.randint(1, 14)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"), "\n"])
    d.add(["Prescriber: ", c.dr("cons", "drf"), "   Cycle/dose no. %d\n" % rng.randint(1, 30)])
    wt = c.weight
    d.t("Weight today %.1f kg (dosing weight %.1f kg). Allergies: %s. Consent: %s.\n\n" % (
        wt, wt, rng.choice(["NKDA", "latex", "penicillin"]), rng.choice(["verbal, on file", "written consent signed",
                                                                          "parental consent on file"])))
    d.t("PRE-ASSESSMENT: %s. %s\n" % (R.vitals_line(c), rng.choice(["No infection symptoms. Fasted 4 h for sedation.",
                                                                     "EMLA applied 45 min prior to LP site."]) if kind == "nusi" else
                                      rng.choice(["No infection symptoms. Hydrated well (1 L oral fluid this morning).",
                                                  "Cannulated L antecubital fossa 20G first attempt.",
                                                  "Port accessed with 20G Huber needle, good flashback.",
                                                  "EMLA applied 45 min prior."])))
    if kind == "ivig":
        prod = rng.choice(C.IVIG)
        gpk = rng.choice([0.4, 1.0, 2.0, 0.5])
        d.t("Product: %s, lot %s. Dose %.1f g/kg = %d g%s.\n" % (
            prod, letters_digits(rng), gpk, round(gpk * wt), rng.choice([" (day 1 of 5)", " (single day)", " (day 2 of 2)", ""])))
        d.t("Premeds: paracetamol 1 g PO and cetirizine 10 mg PO at 09:05; hydrocortisone not required.\n")
        rates = ["%d mL/h" % x for x in (30, 60, 120, 240, 240)] if rng.random() < 0.6 else ["0.5 mL/kg/h", "1 mL/kg/h", "2 mL/kg/h", "4 mL/kg/h"]
    elif kind == "zolg":
        kg = wt
        d.t("Onasemnogene abeparvovec (Zolgensma) 1.1 x 10^14 vg/kg; kit for %.1f-%.1f kg band; infused over 60 min via syringe pump.\n" % (
            kg - 0.5, kg + 0.4))
        d.t("Prednisolone 1 mg/kg/day started day -1. Baseline AAV9 antibody titre < 1:50. Baseline AST 34, ALT 21, bilirubin 6, "
            "platelets 312, troponin I < 10 ng/L, creatinine 18.\n")
        rates = ["%.1f mL/h" % rng.uniform(40, 70)] * 3
    elif kind == "nusi":
        d.t("Nusinersen (Spinraza) 12 mg/5 mL intrathecal, %s dose. Procedure: L3/L4 LP %s; 5 mL CSF removed (clear), drug "
            "injected over 2 min. Platelets %d, INR 1.0, urine protein negative.\n" % (
                rng.choice(["loading (day 14)", "loading (day 28)", "maintenance (4-monthly)"]),
                rng.choice(["under nitrous oxide sedation", "fluoroscopy-guided (post spinal fusion)", "with topical anaesthetic only",
                            "CT-guided via interlaminar approach"]), rng.randint(180, 400)))
        rates = ["bolus"] + ["-"] * 2
    elif kind == "ert":
        d.t("Avalglucosidase alfa (Nexviazyme) 20 mg/kg = %d mg in 0.9%% NaCl; step-wise rate escalation; premed cetirizine.\n" % round(20 * wt))
        rates = ["1 mg/kg/h", "3 mg/kg/h", "5 mg/kg/h", "7 mg/kg/h", "7 mg/kg/h"]
    else:
        d.t("Eteplirsen 30 mg/kg = %d mg in 100 mL 0.9%% NaCl over 60 min, 0.2 micron in-line filter.\n" % round(30 * wt))
        rates = ["100 mL/h"] * 3
    if kind != "nusi":
        pump = rng.choice(C.PUMPS)
        d.add(["Pump: ", pump, " SN ", P(phi.serial(rng, "pump"), "DEVICE"), "\n\n"])
    else:
        d.add(["Spinal needle: 22G Whitacre, lot ", letters_digits(rng), "; procedure room ", P(str(rng.randint(1, 9)), "LOCATION_OTHER"), "\n\n"])
    t0 = (rng.randint(8, 11), rng.choice([0, 15, 30, 45]))
    _obs_table(d, c, t0, rates)
    d.t("\nReaction: %s\n" % rng.choice(["none", "mild headache at 240 mL/h - rate reduced, paracetamol given, resolved",
                                        "transient flushing; cetirizine given; completed", "none; post-LP headache advice given",
                                        "chills at 60 min, rate halved, resolved"]))
    d.t(("Post-procedure obs stable; observed %d min; LP site dry.\n\n" if kind == "nusi" else
         "Post-infusion obs stable; observed %d min; cannula removed intact.\n\n") % rng.choice([30, 60, 120, 360]))
    ph = c.st("pharm")
    d.add(["Dispensed by: ", c.dr("pharm", "full"), ", pharmacist (cabinet access fingerprint ID ", P(phi.bioid(rng), "BIOID"), ")\n"])
    d.add(["Administered by: ", c.dr("nurse1", "full"), rng.choice([" RN", ", RN", " (Staff Nurse)", ", CNS"]), "   Checked by: ",
           c.dr("nurse2", "full"), rng.choice([" RN", ", RN", ""]), "\n"])
    if kind in ("zolg", "nusi"):
        d.add(["Procedure performed by: ", c.dr("cons", "drf"), "; sedation by ", c.dr("anaes", "drf"), "\n"])
        d.t("Follow-up: weekly LFTs x 12 weeks; troponin at week 1 and 4; prednisolone taper per protocol.\n" if kind == "zolg" else
            "Lie flat 1 h; next dose due in 4 months.\n")
    d.add(["Next infusion: ", c.d(phi.plus(v, rng.choice([7, 14, 21, 28, 35, 120]))), " - booked", "\n"])
    if rng.random() < 0.5:
        d.add(["Home infusion transfer: referral to ", P(rng.choice(["CarePath Home Infusion", "VitalLink Telehealth", "Oxyhome Medical"]), "ORGANIZATION"),
               ", contact ", P(phi.phone(rng, c.country), "PHONE"), "\n"])
    K.sys_footer(d, c, "nurse1")


def letters_digits(rng):
    return phi.letters(rng, 1) + phi.digits(rng, 6) + phi.letters(rng, 1)
