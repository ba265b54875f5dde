"""Genre: device implant procedure note (PPM, ICD, CRT, leadless, ILR, S-ICD)."""
from doc import P
import phi
import pools_clin as PC
from case import make_case, dr, addr_inline
from common import pt_block, sign, labs, age_phrase, indication, lead_table, chads

GENRE = "device_implant_note"

KINDS = ["PPM", "PPM", "PPM", "ICD", "CRT-D", "CRT-P", "LEADLESS", "ILR", "ILR", "SICD"]
TITLES = {"PPM": "Dual chamber permanent pacemaker implantation", "ICD": "Implantable cardioverter-defibrillator implantation",
          "CRT-D": "Cardiac resynchronisation therapy - defibrillator (CRT-D) implantation",
          "CRT-P": "Cardiac resynchronisation therapy - pacemaker (CRT-P) implantation",
          "LEADLESS": "Leadless pacemaker implantation (transfemoral)", "ILR": "Implantable loop recorder insertion",
          "SICD": "Subcutaneous ICD implantation"}


def make(rng, d, country, dates):
    kind = rng.choice(KINDS)
    c = make_case(rng, country, dates, kind)
    D = c["D"]
    dev = c["dev"]
    day = c["index"]
    ch = rng.choice
    if kind == "PPM" and len(dev["leads"]) == 1:
        title = "Single chamber (VVI) permanent pacemaker implantation"
    else:
        title = TITLES[kind]
    # header
    k = rng.randrange(3)
    if k == 0:
        d.f("{h}\nCARDIAC CATHETER LABORATORY - PROCEDURE REPORT\n\n", h=c["hosp"])
    elif k == 1:
        d.f("{h} | Cardiology | Device Implant Report\n", h=c["hosp"])
        d.t("=" * 58 + "\n")
    else:
        d.f("PROCEDURE NOTE - {h}, {cty}\n\n", h=c["hosp"], cty=c["hosp_city"])
    pt_block(d, c, rng)
    d.f("\nDate of procedure: {dd}   Start {t1}   End {t2}\n", dd=D.d(day), t1=phi.clock(rng, 8, 12), t2=phi.clock(rng, 12, 17))
    d.f("Location: {r}    Admitted from: {w}, bed {b}\n", r=c["room"], w=c["ward"], b=c["bed"])
    if country == "US":
        d.f("Encounter: {a}\n", a=c["acct"])
    d.t("\nProcedure: %s\n" % title)
    d.t("Operator: ").put(dr(c["cons"], rng, 1))
    if rng.random() < 0.5:
        d.f(" ({l} {v})", l=c["cons"].lic[0], v=P(c["cons"].lic[1], "LICENSE"))
    d.t("\nAssistant: ").put(dr(c["reg"], rng, 1)).t(" (%s)\n" % c["reg"].cred)
    d.f("Physiologist: {p}    Scrub: {s}    Radiographer: {r}\n", p=c["phys"].full(), s=c["nurse"].full(), r=c["nurse2"].full())
    ga = kind in ("SICD",) or (kind == "CRT-D" and rng.random() < 0.3)
    if ga:
        d.t("Anaesthesia: GA, ").put(dr(c["anaes"], rng, 1)).t(" (anaesthetist)\n")
    else:
        d.t("Anaesthesia: local (%s) with %s\n" % (ch(["lidocaine 1% 20 mL", "lidocaine 2% 10 mL + bupivacaine 0.5% 10 mL", "lignocaine 1% 25 mL"]),
                                                  ch(["midazolam 1 mg + fentanyl 25 micrograms IV", "no sedation", "midazolam 2 mg IV", "fentanyl 50 micrograms IV"])))
    # indication
    d.t("\nINDICATION\n")
    d.put(age_phrase(c, rng)).t(" %s with %s.\n" % (c["sexw"], indication(rng, kind)))
    if kind in ("ICD", "CRT-D", "SICD"):
        if rng.random() < 0.5:
            d.t(ch(["Meets ESC 2022 VA/SCD guideline class I indication.", "MDT decision (device MDT) to proceed."]))
        else:
            d.t("Discussed at heart failure/device MDT on ").put(D.n(phi.add(day, -rng.randint(10, 60)))).t(".")
        d.t(" Shared decision making incl. deactivation discussion documented.\n")
    elif kind == "ILR":
        d.t("Previous 24 h Holter and 7 day event recorder non-diagnostic. %s\n" % ch(["EGSYS score 4.", "Canadian Syncope Risk Score 1 (low).", "No driving since index event."]))
    else:
        d.t("ECG: %s. %s.\n" % (ch(PC.ECG), chads(rng) if rng.random() < 0.4 else "No reversible cause (K 4.2, TSH normal, no AV nodal blockers)"))
    # pre-procedure
    d.t("\nPRE-PROCEDURE\n")
    d.t("WHO safety checklist completed. Identity confirmed against wristband")
    if rng.random() < 0.35:
        bl, bv = phi.bioid(rng)
        d.f(" and {bl} {bv}", bl=bl, bv=P(bv, "BIOID"))
    d.t(". Written consent obtained by ").put(dr(c["reg"] if rng.random() < 0.6 else c["cons"], rng))
    d.f(" on {dd}; risks explained incl. %s.\n" % ", ".join(rng.sample(PC.CONSENT_RISKS[:7], 4)), dd=D.n(phi.add(day, -rng.randint(0, 21))))
    ac = rng.randrange(4)
    if ac == 0:
        d.f("Anticoagulation: warfarin continued, INR {i} on {dd}.\n", i="%.1f" % rng.uniform(1.8, 2.9), dd=D.d(phi.add(day, -1)))
    elif ac == 1:
        d.t("Anticoagulation: %s held 48 h (last dose " % ch(["apixaban", "rivaroxaban", "edoxaban"]))
        d.put(D.wd(phi.add(day, -2))).t(" evening). No bridging.\n")
    elif ac == 2:
        d.t("Antiplatelets: aspirin 75 mg continued; clopidogrel stopped 5 days ago.\n")
    else:
        d.t("Not anticoagulated.\n")
    d.t("Allergies: %s. Antibiotic: %s at %s.\n" % (ch(PC.ALLERGIES), ch(["cefazolin 2 g IV", "flucloxacillin 1 g IV", "teicoplanin 400 mg IV", "vancomycin 1 g IV (penicillin allergy)"]),
                                                   phi.clock(rng, 8, 13)))
    if rng.random() < 0.6:
        labs(d, c, rng, phi.add(day, -rng.randint(1, 10)), n=rng.randint(4, 7))
    # procedure
    d.t("\nPROCEDURE\n")
    side = ch(["left", "left", "left", "right"])
    if kind == "ILR":
        d.t("Left parasternal site (4th ICS) infiltrated with LA. %s. Device inserted with the insertion tool at 45 degrees to sternum. "
            "R-wave amplitude %.2f mV on test, no noise. Incision closed with Steri-Strips/Dermabond.\n"
            % (ch(["Stab incision with the incision tool", "Small 8 mm incision"]), rng.uniform(0.3, 1.2)))
        d.t("Device: %s %s, SN " % (dev["maker"], dev["model"]))
        d.p(dev["serial"]).t(". Programmed: %s.\n" % ch(["syncope profile, brady 30 bpm, pause 3 s", "AF monitoring profile", "Syncope/Brady 40 bpm, asystole 3 s, tachy 176 bpm"]))
    elif kind == "LEADLESS":
        d.t("Ultrasound-guided right femoral venous access, %s introducer. Catheter advanced to RV; contrast injection to confirm septal position. "
            "Device deployed on %s attempt; tug test %s. Figure-of-8 suture to groin.\n" % (ch(["27F", "25F"]), ch(["first", "second", "third"]), ch(["4/4 tines engaged", "helix fixation confirmed"])))
        d.t("Device: %s %s, SN " % (dev["maker"], dev["model"]))
        d.p(dev["serial"]).t(". R wave %.1f mV, threshold %.2f V @ 0.24 ms, impedance %d ohms.\n" % (rng.uniform(6, 18), rng.uniform(0.25, 1.0), rng.randint(480, 900)))
    elif kind == "SICD":
        d.t("Two-incision technique. Lateral pocket created intermuscular (serratus/latissimus). Electrode tunnelled to xiphoid and parasternally. "
            "Pre-screening passed in %d/3 vectors (supine and erect).\n" % rng.randint(2, 3))
        d.t("Generator: %s, SN " % dev["model"])
        d.p(dev["serial"]).t(". Electrode: EMBLEM S-ICD 3501, SN ")
        d.p(P(phi.digits(rng, 6), "DEVICE"))
        d.t(". DFT: VF induced, terminated by 65 J shock, impedance %d ohms.\n" % rng.randint(50, 95))
    else:
        acc = ch(["cephalic cut-down", "axillary vein puncture under fluoroscopy", "axillary vein puncture with contrast venogram", "subclavian puncture (extrathoracic)"])
        d.t("%s infraclavicular incision, %s pocket. Venous access via %s.\n" % (side.capitalize(), ch(["pre-pectoral", "pre-pectoral", "sub-pectoral"]), acc))
        if kind in ("CRT-D", "CRT-P"):
            d.t("CS cannulated with %s; occlusive venogram showed %s. LV lead positioned in %s branch, stable, no PNS at 10 V.\n"
                % (ch(["Attain Command 6250", "CPS Direct", "Acuity Pro sheath"]), ch(["good lateral and posterolateral branches", "a tortuous posterolateral vein", "small anterolateral branch only"]),
                   ch(["posterolateral", "lateral", "anterolateral"])))
        d.t("Active fixation leads: RV lead to %s; RA lead to appendage. Current of injury seen. Leads secured with non-absorbable sutures over sleeves.\n"
            % ch(["mid septum (confirmed in LAO)", "RV septum", "RV apex (septal position unstable)", "His bundle region (HBP 1.1 V)", "LBB area (LBBAP, stim-LVAT 74 ms)"]))
        d.t("Generator: ")
        d.t("%s %s, SN " % (dev["maker"], dev["model"]))
        d.p(dev["serial"]).nl()
        d.t("Leads:\n")
        lead_table(d, c, rng)
        d.t("Pocket washed with %s. Closure: 2-0 Vicryl, 3-0 Monocryl subcuticular, %s.\n" % (ch(["saline", "gentamicin solution", "dilute povidone-iodine"]),
                                                                                                  ch(["Dermabond", "Steri-Strips and Tegaderm", "Prineo", "Opsite"])))
        if rng.random() < 0.4:
            d.t("TYRX absorbable antibacterial envelope used (WRAP-IT criteria: %s).\n" % ch(["generator change", "CRT upgrade", "eGFR<30", "prior infection"]))
    # programming
    d.t("\nFINAL PROGRAMMING\n")
    if kind in ("ICD", "CRT-D", "SICD"):
        d.t("Mode %s. VF zone %d bpm (%s), VT zone %d bpm with ATP x%d then shocks. %s\n" % (
            ch(["DDD 50/130", "VVI 40", "DDD 60/130 with AAI-safe", "DDDR 60/120"]) if kind != "SICD" else "shock only",
            rng.choice([188, 200, 222, 250]), ch(["ATP during charge", "shock 40 J x6"]), rng.choice([167, 171, 176, 181]),
            rng.randint(1, 3), ch(["No DFT testing (per SIMPLE/NORDIC ICD).", "DFT not performed.", "Defib testing deferred."])))
    elif kind == "ILR":
        d.t("See above.\n")
    else:
        d.t("Mode %s, lower rate %d, upper tracking %d. %s\n" % (ch(["DDD", "DDDR", "AAI<=>DDD (MVP)", "DDD with SafeR", "VVIR", "VDD"]),
                                                                    rng.choice([50, 55, 60, 70]), rng.choice([120, 130, 140]),
                                                                    ch(["Rate response off.", "Rate response on (accelerometer).", "Capture Management on.", "AutoCapture on."])))
    d.t("Fluoroscopy %.1f min, DAP %d cGy.cm2, contrast %d mL.\n" % (rng.uniform(0.8, 24.0), rng.randint(40, 2400), rng.choice([0, 0, 10, 15, 30, 45])))
    d.t("EBL %s. Complications: %s.\n" % (ch(["<10 mL", "minimal", "20 mL", "<50 mL"]),
                                          ch(["none", "none", "none", "small haematoma, pressure applied", "vasovagal episode, settled with atropine 600 micrograms"])))
    # post
    d.t("\nPLAN\n")
    if kind not in ("ILR",):
        d.t("- CXR %s; device check prior to discharge.\n" % ch(["at 4 h", "this afternoon", "PA/lateral tomorrow am"]))
        d.t("- Keep %s arm below shoulder level for 4-6 weeks. No heavy lifting.\n" % side)
    d.t("- Wound check with practice nurse at ")
    d.f("{gp} in 7-10 days. Keep dry 5 days.\n", gp=c["gp_prac"])
    d.t("- Remote monitoring: enrol on %s; %s " % (dev["remote"], dev["monitor"]))
    if rng.random() < 0.6:
        d.f("SN {m} ", m=dev["monitor_sn"])
    d.t("issued/posted to home address")
    if rng.random() < 0.4:
        d.t(" (").put(addr_inline(c["addr"], country)).t(")")
    d.t(".")
    if rng.random() < 0.4:
        d.f(" Patient information: {u}", u=phi.url(rng, c["hosp"].v.split()[0]))
    d.nl()
    if kind in ("ICD", "CRT-D", "SICD"):
        d.t("- Driving: no driving for %s (Group 1). Group 2 licence permanently revoked with ICD.\n" % ch(["1 month (primary prevention)", "6 months (secondary prevention)"]))
    elif kind == "ILR":
        d.t("- Driving advice as per syncope clinic; ILR itself does not affect licence.\n")
    else:
        d.t("- Driving: no driving for 1 week. Group 2 drivers: 6 weeks.\n")
    fu = phi.add(day, rng.choice([42, 49, 56, 84]))
    d.f("- Device clinic follow-up {dd} ", dd=D.d(fu))
    d.t(ch(["in the pacing clinic", "(face to face)", "- appointment letter sent", "at the Heart Rhythm Centre"]))
    d.t(". Queries: ").p(c["dept_phone"])
    if rng.random() < 0.4:
        d.t(" or ").p(c["dept_email"])
    d.nl()
    if rng.random() < 0.5:
        d.t("- Next of kin ").put(c["nok"].full()).t(" (%s) updated by phone " % c["nok_rel"]).p(c["nok_phone"]).t(".\n")
    sign(d, c, rng, "cons" if rng.random() < 0.7 else "reg", dated=day)
    return c
