"""Genres: ICU procedure note, respiratory therapy / critical care physiotherapy note (dev218)."""
import clin
import pools as P
from case import header, sign, audit
from blocks import device_line, kin_line, ages_line
from note import nm, staff_ref, dt, fd, dig, letters, add_days


def _dx(c):
    return c.scen["us"] if c.country == "US" else c.scen["uk"]


PROCS = {
    "cvc": dict(us="Central venous catheter placement", uk="Central venous catheter insertion",
                cpt="CPT 36556", site=["R internal jugular", "L internal jugular", "R subclavian", "R femoral"],
                tech=["Ultrasound-guided, real-time. Full sterile barrier, 2% chlorhexidine. Trendelenburg.",
                      "Seldinger technique. Needle visualised entering vein on US; wire confirmed in vein in SAX and LAX.",
                      "Vein compressible and patent on pre-scan. Single pass. Wire removed intact, confirmed with RN."],
                dev=["7 Fr triple-lumen (Arrow)", "8.5 Fr quad-lumen", "12 Fr dialysis catheter (Quinton)"],
                post="CXR: tip at cavoatrial junction, no pneumothorax."),
    "art": dict(us="Arterial line placement", uk="Arterial line insertion", cpt="CPT 36620",
                site=["L radial", "R radial", "R femoral", "L brachial"],
                tech=["Allen test normal. 20 G catheter via modified Seldinger, US-guided. Good waveform.",
                      "Wrist dorsiflexed, landmark technique, 2 attempts. Sutured and dressed.",
                      "Transfixion technique, flash at 1st pass, wire advanced without resistance."],
                dev=["20 G Arrow arterial catheter", "Leadercath 20 G", "4 Fr femoral arterial catheter"],
                post="Waveform appropriate, transduced and zeroed."),
    "bronch": dict(us="Flexible bronchoscopy with BAL", uk="Fibreoptic bronchoscopy and BAL", cpt="CPT 31624",
                   site=["via ETT", "via tracheostomy", "via LMA"],
                   tech=["Airways: copious purulent secretions RLL, suctioned. BAL 120 mL instilled RLL, 45 mL returned.",
                         "Mucus plug L main bronchus removed; post-procedure L lung re-expansion.",
                         "Mild erythema, no endobronchial lesion. BAL RML and lingula."],
                   dev=["single-use Ambu aScope 4", "reusable bronchoscope"],
                   post="Tolerated; SpO2 nadir 88%, returned to baseline within 5 min."),
    "trach": dict(us="Percutaneous dilatational tracheostomy", uk="Percutaneous tracheostomy (PDT)", cpt="CPT 31600",
                  site=["between 2nd and 3rd tracheal rings", "1st-2nd ring space"],
                  tech=["Ciaglia Blue Rhino single dilator technique under bronchoscopic guidance.",
                        "US pre-scan: no overlying vessels. Lignocaine with adrenaline infiltrated. Griggs forceps.",
                        "ETT withdrawn under direct vision to cords. Needle, wire, dilator, tube placement uneventful."],
                  dev=["Portex 8.0 cuffed tube", "Shiley 8 DCT", "Tracoe 8.0 with subglottic port"],
                  post="Position confirmed on bronchoscopy and ETCO2. Sutured and tied."),
    "drain": dict(us="Chest tube placement", uk="Intercostal chest drain insertion", cpt="CPT 32551",
                  site=["R 5th ICS MAL", "L 5th ICS MAL", "R triangle of safety"],
                  tech=["Blunt dissection, finger sweep, 28 Fr drain. Swinging and bubbling.",
                        "Seldinger 14 Fr under US guidance. 800 mL serous fluid drained."],
                  dev=["28 Fr surgical drain", "14 Fr Seldinger drain"],
                  post="CXR: drain in situ, lung re-expanded."),
}


def procedure(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(0, 10)
    key = rng.choice(["cvc", "cvc", "art", "art", "bronch", "trach", "drain"])
    p = PROCS[key]
    op = rng.choice([c.junior, c.staff["resident" if us else "sho"], c.lead])
    sup = c.lead if op is not c.lead else None
    header(n, c, rng, "PROCEDURE NOTE: " + (p["us"] if us else p["uk"]), k, style=rng.choice([0, 1, 2, 3, 4]), time=False)
    hh, mm = rng.randrange(24), rng.randrange(50)
    n.w("Date/time: ", c.dd(k), " %02d:%02d\n" % (hh, mm))
    n.w("Operator: ", staff_ref(op, c.country, rng))
    if sup:
        n.w("   Supervisor: ", staff_ref(sup, c.country, rng), rng.choice([" (present throughout)", " (immediately available)",
                                                                           ""]))
    n.t("\n")
    if rng.random() < 0.7:
        n.w("Assistant: ", nm(rng.choice([c.staff["rn"], c.staff["rn2"]]), "DOCTOR", rng.choice(["cred", "full", "first"]),
                              c.country))
        if key in ("bronch", "trach"):
            n.w("; airway: ", staff_ref(c.staff["rt"] if us else c.staff["registrar"], c.country, rng))
        n.t("\n")
    ind = {"cvc": ["vasopressor administration and CVP monitoring", "difficult peripheral access", "CRRT access",
                   "TPN and irritant infusions"],
           "art": ["haemodynamic monitoring and ABGs", "frequent blood sampling", "labile BP on pressors"],
           "bronch": ["VAP - diagnostic BAL", "lobar collapse", "haemoptysis, airway inspection"],
           "trach": ["prolonged ventilation, facilitate wean", "airway protection - poor bulbar function",
                     "failed extubation x2"],
           "drain": ["pneumothorax", "large parapneumonic effusion", "haemothorax"]}[key]
    n.t("Indication: " + rng.choice(ind) + "\n")
    r = rng.random()
    n.t("Consent: ")
    if r < 0.35:
        n.w("verbal consent by phone from ", c.kinref(rng, c.nok), " at %02d:%02d, witnessed by " % ((hh - 1) % 24,
                                                                                                    rng.randrange(60)),
            nm(c.staff["rn"], "DOCTOR", "full", c.country), ".\n")
    elif r < 0.55:
        n.t("emergency - implied consent; family to be informed.\n")
    elif r < 0.75 and not us:
        n.w("Consent form 4 (patient lacks capacity); ", c.kinref(rng, c.nok), " consulted.\n")
    else:
        n.w("written consent from ", "patient" if rng.random() < 0.3 else c.nok.rel, ", scanned to chart ",
            c.ds(k), ".\n")
    n.w("Time-out: performed %02d:%02d with " % (hh, mm + rng.randrange(0, 9)),
        nm(c.staff["rn2"], "DOCTOR", rng.choice(["first", "full"]), c.country), "; correct patient (",
        nm(c.pt, "PATIENT", rng.choice(["full", "caps", "rev"]), c.country), ", ", "MRN " if us else "hosp no ",
        (c.mrn, "MRN"), "), correct site.\n")
    if rng.random() < 0.3:
        n.w("Identity: wristband + ", rng.choice(["palm-vein ID ", "biometric ID "]), ("PV" + dig(rng, 7), "BIOID"), "\n")
    n.t("\nSite: " + rng.choice(p["site"]) + "\n")
    n.t("Device: " + rng.choice(p["dev"]))
    if key in ("bronch", "trach") and rng.random() < 0.7:
        n.w(" (serial ", (rng.choice([dig(rng, 7), letters(rng, 2) + dig(rng, 6), "BF-" + dig(rng, 7)]), "DEVICE"), ")")
    n.t("\n")
    n.t("Sedation/analgesia: " + rng.choice(["existing propofol/fentanyl", "ketamine 50 mg + rocuronium 100 mg",
                                             "local 1% lidocaine 5 mL" if us else "1% lignocaine 5 mL",
                                             "propofol bolus 40 mg, FiO2 1.0 pre-oxygenation"]) + "\n")
    n.t("\nDescription:\n" + " ".join(rng.sample(p["tech"], min(2, len(p["tech"])))) + "\n")
    if key == "bronch":
        n.w("Specimens: BAL to micro and cytology, specimen no. ", (rng.choice(["BAL", "M", "SP"]) + dig(rng, 2) + "-" +
                                                                     dig(rng, 5), "IDNUM"), "\n")
    if key == "trach":
        n.t("Cuff pressure 25 cmH2O. Spare trache and tracheal dilators at bedside. Bed-head sign completed.\n")
    n.t("EBL: " + rng.choice(["minimal", "< 5 mL", "10 mL", "~20 mL"]) + ". Complications: " +
        rng.choice(["none", "none immediate", "1 arterial puncture, pressure held 10 min", "transient desaturation"]) + ".\n")
    n.w("Post: ", p["post"])
    if rng.random() < 0.5:
        n.w(" (", rng.choice(["CXR ", "imaging "]), c.ds(k), ", acc ", (letters(rng, 2) + dig(rng, 7), "IDNUM"), ")")
    n.t("\n")
    n.t("Sharps disposed by operator. " + rng.choice(["Line ready for use.", "OK to use.", "Plan: CXR, then use line.",
                                                      "Documented on LocSSIP checklist." if not us else "ABG from line sent."]) + "\n")
    if us:
        n.t("Billing: %s; dx %s\n" % (p["cpt"], rng.choice(["ICD-10 R65.21", "ICD-10 J96.01", "ICD-10 J80", "ICD-10 A41.9"])))
    if rng.random() < 0.4:
        n.w("Procedure log ID ", (("PL-" if us else "LS") + dig(rng, 7), "IDNUM"), "\n")
    if rng.random() < 0.3:
        n.w("Family (", c.kinref(rng, c.nok), ") updated by phone after procedure.\n")
    sign(n, c, rng, op, k, style=rng.choice([0, 1, 2, 3]))


def resp_therapy(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(2, 20)
    th = c.staff["rt"] if us else c.staff["physio"]
    if not us and c.staff["rt"] is th:
        th = c.staff["physio"]
    title = rng.choice(["Respiratory Therapy Note", "RT Ventilator Management / Weaning", "RESPIRATORY CARE ASSESSMENT"]) \
        if us else rng.choice(["Critical Care Physiotherapy", "PHYSIOTHERAPY - ICU", "Physio review (resp + rehab)"])
    header(n, c, rng, title, k, style=rng.choice([1, 2, 3, 4, 0]))
    if us and rng.random() < 0.5:
        n.w("Ordered by: ", staff_ref(c.junior, c.country, rng), "\n")
    vent = c.scen["vent"] is True
    n.w("Dx: ", _dx(c), "; ventilated day %d" % k if vent else "", "\n")
    trach = vent and k > 10 and rng.random() < 0.6
    if trach:
        aw = rng.choice(["Shiley 8 DCT", "Portex 8.0 cuffed", "Tracoe 7.0"]) + " tracheostomy, day %d" % (k - 9)
    elif vent:
        aw = rng.choice(["ETT 7.5 @ 23 cm lips", "ETT 8.0 @ 22 cm", "ETT 7.0 @ 21 cm lips"])
    else:
        aw = rng.choice(["self-ventilating, own airway", "own airway, NIV via full face mask", "self-ventilating"])
    n.t("\nAirway: " + aw + "\n")
    n.t("Settings: " + clin.vent_line(c.scen, rng, c.country) + "\n")
    if vent and rng.random() < 0.5:
        device_line(n, c, rng, "vent")
    a = clin.abg(c.scen, rng, c.country, k)
    n.t("ABG: " + clin.abg_line(a, c.country) + "\n")
    n.t("\nAssessment:\n")
    n.t("Auscultation: " + rng.choice(["coarse crackles bilat bases", "reduced AE L base, bronchial breathing",
                                       "scattered wheeze", "clear after suction"]) + "\n")
    n.t("Secretions: " + rng.choice(["thick, creamy, moderate", "mucopurulent, large volume", "thin, white, small",
                                     "blood-stained after suction"]) + ("; sputum sent" if rng.random() < 0.3 else "") + "\n")
    if us:
        n.t("Weaning parameters: RSBI %d, NIF -%d cmH2O, VC %d mL/kg, cuff leak %s\n" % (
            rng.randrange(40, 130), rng.randrange(14, 40), rng.randrange(6, 16), rng.choice(["present", "absent", "present (180 mL)"])))
    else:
        n.t("Cough: %s; MIP -%d cmH2O; PCF %d L/min; %s\n" % (
            rng.choice(["weak", "moderate", "strong, productive"]), rng.randrange(14, 40), rng.randrange(60, 270),
            rng.choice(clin.LOOKALIKE[30:33])))
    n.t(rng.choice(["\nIntervention:\n", "\nTreatment:\n", "\nRx:\n"]))
    tx = ["closed suction x3", "MHI with saline instillation" if not us else "bagging with saline",
          "positioned L side-lying, postural drainage", "SBT on PS 5/PEEP 5 for 60 min - passed" if rng.random() < 0.5 else
          "SBT on T-piece 30 min - failed (RR 38, SpO2 87%)", "cough assist 40/-40 x 5 cycles",
          "in-line nebulised salbutamol" if not us else "albuterol MDI 8 puffs in-line",
          "cuff deflation trial 20 min, speaking valve (Passy-Muir) tolerated" if trach else "recruitment manoeuvre",
          "sat out in chair 40 min via hoist", "edge of bed x 10 min, ICU Mobility Scale %d" % rng.randrange(1, 6)]
    for t in rng.sample(tx, rng.randrange(3, 6)):
        n.t("- " + t + "\n")
    if rng.random() < 0.6:
        n.w("- mobilised with ", staff_ref(rng.choice([c.staff["rn2"], c.staff["rn"]]), c.country, rng, False), " and ",
            staff_ref(c.staff["physio" if us else "rn3"], c.country, rng, False),
            "\n")
    if rng.random() < 0.4:
        f = rng.choice(c.kin)
        n.w(c.kinref(rng, f), " present; ", rng.choice(["taught passive ROM", "shown how to use the communication board",
                                                       "encouraged to bring in music", "keen to help with exercises"]),
            ".\n")
    if rng.random() < 0.25:
        g = rng.choice(["walk to the window", "get home to the dog", "walk daughter down the aisle in ",
                        "attend grandson's graduation in "])
        n.w("Goals discussed with patient: ", g)
        if g.endswith(" in "):
            n.w(dt(c.d(k + rng.randrange(60, 200)), "my" if rng.random() < 0.6 else "mon"))
        n.t(".\n")
    r = rng.random()
    if r < 0.4:
        n.w("Discussed with ", staff_ref(c.junior, c.country, rng), "; ", rng.choice(["agrees with plan", "happy to proceed",
                                                                                     "to review at 1600"]), ".\n")
    elif r < 0.6:
        n.w(nm(c.pt, "PATIENT", rng.choice(["first", "title"]), c.country), " ",
            rng.choice(["motivated, nodding appropriately", "fatigued after session", "anxious - reassured",
                        "mouthing words, asking for family"]), ".\n")
    if c.scen["vent"] is True and not trach:
        pl = ["daily SBT; PS wean by 2 cmH2O as tolerated", "extubate to HFNC if passes SBT in AM",
              "BD chest physio + OOB daily"]
    elif trach:
        pl = ["trache mask trials 2 h BD", "cuff-down trials, speaking valve with SLT" if c.country == "UK" else
              "cuff deflation trials with SLP", "BD chest physio + OOB daily"]
    else:
        pl = ["continue NIV overnight, off in the day", "BD chest physio + OOB daily", "IS 10x/h while awake",
              "wean HFNC flow to 30 L"]
    n.t("\nPlan: " + rng.choice(pl) + ". ")
    n.t("MRC sum score %d/60. " % rng.randrange(18, 58) + "\n")
    sign(n, c, rng, th, k, style=rng.choice([0, 1, 3, 4]))
