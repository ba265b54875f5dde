"""Genres: family meeting note; procedure note (central line, arterial line, intubation)."""
import datetime

import clinical as CL
import common as C
import pools as PL
from common import D, day
from phi import NB

HOLIDAYS_US = ["Thanksgiving", "Christmas", "the 4th of July", "Easter", "Labor Day", "New Year's"]
HOLIDAYS_CA = ["Christmas", "Canada Day", "Thanksgiving", "Easter", "Victoria Day", "Boxing Day"]
LANGS = ["Portuguese", "Spanish", "Vietnamese", "Mandarin", "Cantonese", "Punjabi", "Polish", "Tagalog",
         "Arabic", "Somali", "Haitian Creole", "Ukrainian", "French"]


def family_meeting(g, c):
    b = NB()
    s = c["scen"]
    st = c["staff"]
    cc = c["country"]
    b.t(g.pick(["ICU FAMILY MEETING NOTE\n", "Family Conference - Critical Care\n", "Goals of Care / Family Meeting\n",
                "FAMILY MEETING DOCUMENTATION\n"]))
    b.emit(C.pt_header(g, c))
    md = c["today"]
    t1, t2 = C.trange(g)
    b.f("Date: {d}   Time: {t1}-{t2}\n", d=D(g, c, md, g.pick(["mdY", "wk_long", "iso", "mon_d_y", "dmony"])), t1=t1, t2=t2)
    b.f("Location: {h}, {u} family conference rm {rm}\n", h=(c["hosp"], "HOSPITAL"), u=c["icu"],
        rm=(g.pick(["4B", "2", "B12", "110", "3", "C-204", "7"]), "LOCATION_OTHER"))
    b.t("\nPRESENT:\nFamily: ")
    fams = c["fam"]
    for i, f in enumerate(fams):
        if i:
            b.t("; ")
        p = f["p"]
        b.f("{n} ({rel}", n=(g.pname(p, g.pick(["full", "full", "first"])), "FAMILY"), rel=f["rel"])
        if f["age"] and g.chance(0.3):
            b.f(", {a}", a=(str(f["age"]), "AGE"))
        if g.chance(0.3):
            b.f(", by phone from {city}", city=(g.pick([c["city"]] + [x[0] for x in (PL.US_PLACES[:6] if cc == "US" else PL.CA_PLACES[:6])]), "CITY"))
        b.t(")")
    if g.chance(0.25):
        fr = g.person()
        b.f("; family friend {n}", n=(fr.full(), "FAMILY"))
    b.t("\nTeam: ")
    b.emit(C.staff(g, st["att"], g.pick(["dr_full", "full_cred"])))
    b.t(" (ICU attending), ")
    b.emit(C.staff(g, g.pick([st["fellow"], st["res"]]), g.pick(["dr_last", "full_cred"])))
    b.t(", ")
    b.emit(C.staff(g, st["rn_day"], "full_cred"))
    b.t(" (bedside RN), ")
    b.emit(C.staff(g, st["sw"], "full_cred"))
    if g.chance(0.5):
        b.t(", Chaplain ")
        b.emit(C.staff(g, st["chap"], "full"))
    b.t("\n")
    if g.chance(0.35):
        ip = g.person()
        b.f("Interpreter: {n} ({lang}), interpreter ID {id}\n", n=(ip.full(), "DOCTOR"), lang=g.pick(LANGS), id=(g.digits(5), "IDNUM"))
    b.t("\nPURPOSE: " + g.pick(["update family, establish goals of care", "discuss prognosis after 72 h neuro exam",
                                "discuss trach/PEG vs comfort-focused care", "review code status"]) + "\n\n")
    b.t("MEDICAL UPDATE: ")
    b.emit(C.pt_ref(g, c))
    b.f(" remains in the ICU with {dx}. Reviewed course since admission on {d}: {x}\n\n", dx=s["dx"],
        d=D(g, c, c["adm"], g.pick(["month_d", "md", "mon_d", "wk_mon_d"])),
        x=g.pick(["ongoing pressor requirement, new AKI now on CRRT.", "slow improvement but still vent-dependent.",
                  "MRI brain shows diffuse anoxic injury; exam without cortical responses.",
                  "multiorgan failure despite maximal therapy.", "improving, possible extubation this week."]))
    b.t("PATIENT VALUES (per family): ")
    f0 = fams[0]
    k = g.r.randrange(4)
    if k == 0:
        b.f("{n} worked as " + C.art(c["prof"]) + " {prof} at {emp} for 30 yrs; \"he would never want to live on machines.\" ",
            n=(c["pt"].first, "PATIENT"), prof=(c["prof"], "PROFESSION"), emp=(c["employer"], "ORGANIZATION"))
    elif k == 1:
        b.f("Retired {prof}, very independent, still driving. Active at {chu}. ", prof=(c["prof"], "PROFESSION"),
            chu=(c["church"], "ORGANIZATION"))
    elif k == 2:
        b.f("Family states {n} is a fighter; goal is to be home for {hol}. ", n=(g.pname(c["pt"], g.pick(["first", "nick"])), "PATIENT"),
            hol=(g.pick(HOLIDAYS_US if cc == "US" else HOLIDAYS_CA), "DATE"))
    else:
        b.f("Hoped to attend granddaughter's wedding in {d}. Lives with {fr}, who is " + C.art(c["fam_prof"]) + " {fp}. ",
            d=D(g, c, day(c, g.ri(30, 200)), g.pick(["month_year", "month_year", "mon_year"])),
            fr=C.fam_ref(g, f0, g.pick([0, 3])), fp=(c["fam_prof"], "PROFESSION"))
    if g.chance(0.4):
        b.f("Originally from {ctry}; {rel} will travel from there. ", ctry=(c["birth_country"], "COUNTRY"),
            rel=g.pick(["a brother", "his mother", "extended family", "a sister"]))
    b.t("\n\nDISCUSSION: " + g.pick([
        "Explained that despite maximal support the likelihood of meaningful recovery is low. Family asked about time frames; we discussed a time-limited trial of 48-72 h.",
        "Discussed tracheostomy and PEG as bridge to LTACH vs transition to comfort care. Family needs time.",
        "Reviewed CPR outcomes in critical illness. Family agreed CPR would not be consistent with pt's wishes.",
        "Pt improving; family relieved. Discussed expected delirium, weakness, and rehab needs."]) + "\n")
    b.t("\nDECISIONS:\n")
    b.t("- Code status: " + g.pick(["changed to DNR, continue current care", "remains full code", "DNR/DNI, no escalation",
                                     "comfort measures only starting " ]))
    if b.parts[-1].endswith("starting "):
        b.f("{d} {t}", d=D(g, c, day(c, (md - c["adm"]).days + 1), "md"), t=C.tm(g))
    b.t("\n")
    b.f("- SDM/POA: {n} ({rel}); POA document dated {d} scanned to chart\n", n=(f0["p"].full(), "FAMILY"), rel=f0["rel"],
        d=D(g, c, day(c, -g.ri(300, 4000)), g.pick(["mdY", "iso", "mdy_long"])))
    b.f("- Next meeting: {d} at {t} (or sooner PRN)\n", d=D(g, c, day(c, (md - c["adm"]).days + g.ri(2, 4)), g.pick(["wk_md", "wk_long", "weekday", "wk_mon_d"])), t=C.tm(g))
    b.f("- Preferred contact: {n} {ph}", n=(f0["p"].first, "FAMILY"), ph=(f0["phone"], "PHONE"))
    if g.chance(0.6):
        b.f(", email {em}", em=(f0["email"], "EMAIL"))
    b.t("\n")
    if g.chance(0.5):
        b.f("- Gave family ICU guide ({url}) and parking info\n", url=(g.url(), "URL"))
    if g.chance(0.2):
        b.f("- Family asked that mail go to {addr}\n", addr=C.address(g, c))
    if g.chance(0.3):
        b.f("- Family vehicle {pl} registered for 7-day parking\n", pl=(g.plate(cc), "VEHICLE"))
    if g.chance(0.4):
        b.f("- SW {sw} to f/u re: FMLA paperwork for {n}'s employer ({emp})\n" if cc == "US" else
            "- SW {sw} to f/u re: EI compassionate care forms for {n} ({emp})\n",
            sw=C.staff(g, st["sw"], g.pick(["last", "full"])), n=(f0["p"].first, "FAMILY"), emp=(g.pick(PL.EMPLOYERS), "ORGANIZATION"))
    b.t("\nTime: %d min, >50%% counseling/coordination.\n" % g.pick([45, 60, 70, 75, 90]))
    b.emit(C.signoff(g, c, st["att"], md))
    return b


def _operator(g, c):
    st = c["staff"]
    return g.pick([st["fellow"], st["res"], st["att"], st["app"]])


def procedure(g, c):
    b = NB()
    st = c["staff"]
    cc = c["country"]
    kind = g.pick(["cvc", "cvc", "art", "art", "ett", "ett", "hd"])
    d = c["today"]
    op = _operator(g, c)
    title = {"cvc": "CENTRAL VENOUS CATHETER PLACEMENT", "art": "ARTERIAL LINE PLACEMENT",
             "ett": "ENDOTRACHEAL INTUBATION", "hd": "TEMPORARY HEMODIALYSIS CATHETER PLACEMENT"}[kind]
    b.f("PROCEDURE NOTE - {t}\n", t=g.pick([title, title.title()]))
    b.emit(C.pt_header(g, c, g.pick([0, 1, 2, 4, 5])))
    t0, t1 = C.trange(g)
    b.f("Date of procedure: {d}   Time: {t}\n", d=D(g, c, d, g.pick(["mdY", "iso", "mon_d_y", "dmony", "mdy"])), t=t0)
    b.t("Location: " + c["icu"] + " ")
    b.f("bed {bd}\n", bd=(c["bed"], "LOCATION_OTHER"))
    b.t("Operator: ")
    b.emit(C.staff(g, op, g.pick(["full_cred", "dr_full", "init_cred"])))
    if op is not st["att"]:
        b.t("   Supervising: ")
        b.emit(C.staff(g, st["att"], g.pick(["dr_last", "dr_full"])))
        b.t(g.pick([" (present for entire procedure)", " (present for key portions)", ""]))
    b.t("\n")
    if kind == "ett":
        b.t("Assist: ")
        b.emit(C.staff(g, st["rt"], "full_cred"))
        b.t(", ")
        b.emit(C.staff(g, st["rn_day"], "full_cred"))
        b.t("\n")
    b.t("\nIndication: " + {"cvc": g.pick(["vasopressor administration", "poor PIV access, TPN", "CVP monitoring + pressors"]),
                            "art": g.pick(["frequent ABGs", "hemodynamic monitoring on pressors", "BP lability on nicardipine gtt"]),
                            "ett": g.pick(["hypoxemic resp failure", "airway protection, GCS 7", "hypercapnic failure despite BiPAP"]),
                            "hd": g.pick(["AKI with hyperkalemia, start CRRT", "volume overload, oliguria"])}[kind] + "\n")
    ck = g.r.randrange(3)
    if ck == 0:
        f0 = c["fam"][0]
        b.f("Consent: informed consent obtained from {fr} by phone ({ph}), witnessed by {w}\n", fr=C.fam_ref(g, f0, g.pick([0, 1, 2])),
            ph=(f0["phone"], "PHONE"), w=C.staff(g, st["rn_day"], g.pick(["full_cred", "full"])))
    elif ck == 1:
        b.t("Consent: emergent, 2-physician consent documented\n")
    else:
        b.t("Consent: obtained from pt, risks/benefits/alternatives discussed\n")
    b.f("Time-out: performed at {t}, correct pt/site confirmed (RN {n})\n", t=t0, n=C.staff(g, st["rn_day"], g.pick(["full", "first_only"])))
    b.t("\nPROCEDURE:\n")
    if kind in ("cvc", "hd"):
        side = g.pick(["R IJ", "L IJ", "R femoral", "L subclavian"])
        b.t("Full barrier precautions (cap, mask, sterile gown/gloves, full drape), chlorhexidine prep. Real-time US guidance, "
            + side + " vein visualized, patent, compressible. 1% lidocaine local. Vessel accessed on first pass, "
            "wire passed w/o resistance, confirmed in vein on US. Dilated, " +
            ("7 Fr 3-lumen 20 cm" if kind == "cvc" else "12 Fr 20 cm Mahurkar") +
            " catheter placed via Seldinger technique. All ports aspirate/flush. Secured with sutures at %d cm, Biopatch + tegaderm.\n" % g.ri(12, 18))
        b.f("Kit: Arrow lot {lot}", lot=(g.pick(["13F", "23F", "24D", "25A"]) + g.digits(5), "DEVICE"))
        if g.chance(0.5):
            b.f(", UDI {udi}", udi=(g.serial("udi"), "DEVICE"))
        b.t("\n")
        b.f("Confirmation: CXR {d} [{acc}] - tip at cavoatrial jxn, no PTX\n" if "femoral" not in side else
            "Confirmation: venous blood gas, transduced waveform venous ({d}) [{acc}]\n",
            d=D(g, c, d, "md"), acc=(g.idnum("rad"), "IDNUM"))
    elif kind == "art":
        side = g.pick(["L radial", "R radial", "R femoral", "L brachial"])
        b.t(("Modified Allen test normal. " if "radial" in side else "") + "Sterile prep with chlorhexidine, "
            "1% lido. Under US guidance " + side + " artery cannulated with 20g Arrow catheter, pulsatile flow, "
            "transduced with good waveform. Sutured, sterile dsg.\n")
        b.f("Transducer: Edwards TruWave, monitor {mon} port IP {ip}\n", mon=g.pick(CL.MONITORS), ip=(g.ip(), "IPADDR"))
    else:
        b.t("Pre-assessment: Mallampati " + g.pick(["II", "III", "IV", "UTA"]) + ", " +
            g.pick(["short neck, obese", "limited mouth opening", "no facial trauma", "C-collar in place, MILS"]) + ". "
            "Preoxygenated NRB + NC 15 L x3 min, SpO2 %d%%.\n" % g.ri(86, 100))
        b.t("RSI: " + g.pick(["etomidate 20 mg", "ketamine 150 mg", "propofol 80 mg"]) + ", " +
            g.pick(["rocuronium 100 mg", "succinylcholine 120 mg", "rocuronium 1.2 mg/kg"]) + ".\n")
        b.t(g.pick(["GlideScope LoPro 4", "McGrath MAC 3", "Macintosh 4 DL", "C-MAC D-blade"]) + ", Cormack-Lehane grade " +
            g.pick(["1", "2a", "2b", "3"]) + ", " + g.pick(["7.5", "8.0", "7.0"]) + " ETT passed on " + g.pick(["1st", "1st", "2nd"]) +
            " attempt, %d cm at lip. +ETCO2 color change and waveform, bilat BS.\n" % g.ri(21, 25))
        if g.chance(0.5):
            b.f("Video laryngoscope SN {sn} (recording saved)\n", sn=(g.serial("other"), "DEVICE"))
        b.t("Lowest SpO2 %d%%, no hypotension. Post-intubation: fentanyl/propofol started, OGT placed.\n" % g.ri(72, 98))
        b.f("CXR {d}: ETT 4 cm above carina [{acc}]\n", d=D(g, c, d, "md"), acc=(g.idnum("rad"), "IDNUM"))
    b.t("\nEBL: " + g.pick(["<5 mL", "minimal", "10 mL", "none"]) + ". Complications: " +
        g.pick(["none", "none immediate", "1 arterial puncture, held pressure 10 min", "transient desat to 84%"]) + ".\n")
    b.t("Pt tolerated procedure " + g.pick(["well", "without incident", "ok"]) + ".\n")
    if g.chance(0.35):
        b.f("Procedure log #{lg}\n", lg=(g.idnum("other"), "IDNUM"))
    b.emit(["\n", *C.staff(g, op, "full_cred")])
    if cc == "US":
        b.f("  NPI {npi}", npi=(g.npi(), "LICENSE"))
    else:
        b.f("  {col} #{lic}", col=g.pick(["CPSO", "CPSA", "CMQ", "CPSBC", "CPSM"]), lic=(g.med_license("CA"), "LICENSE"))
    b.f("\n{d} {t}\n", d=D(g, c, d), t=t1[:2] + ":" + t1[2:])
    if g.chance(0.3):
        b.f("Pager {pg}\n", pg=(g.pager(), "PHONE"))
    return b
