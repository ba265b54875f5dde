"""Genres: burns admission with TBSA chart, skin graft operative note,
dressing change log."""
import fakers as F
import common as C
import pools as P


def burns_admission(n, c):
    rng = c.rng
    uk = c.uk
    title = rng.choice(["BURNS ADMISSION CLERKING", "Burns Unit Admission Note",
                        "BURN CENTER ADMISSION H&P", "Admission - Burns"]) if uk else \
        rng.choice(["BURN CENTER ADMISSION H&P", "Burn ICU Admission History and Physical",
                    "ADMISSION NOTE - BURN SERVICE"])
    C.pt_header(n, c, title, addr=rng.random() < 0.4)
    if uk:
        n.add(["Ward: ", (c.ward, "HOSPITAL"), "   Bay ", (c.bay, "LOCATION_OTHER"), " Bed ",
               (c.bed, "LOCATION_OTHER"), "\n"])
    else:
        n.add(["Unit: Burn ICU, Room ", (c.room, "LOCATION_OTHER")])
        if rng.random() < 0.5:
            n.add([", Bed ", (rng.choice(["A", "B"]), "LOCATION_OTHER")])
        n.add("\n")
    tm = C.t(rng, uk)
    n.add(["Date/time of admission: "] + c.d(c.adm) + [f" {tm}\n"])
    n.add(["Date/time of injury: "] + c.d(c.inj) + [f" approx {C.t(rng, uk)}\n"])
    n.add(["Referred from: ED, ", (c.ref_hosp, "HOSPITAL"), " ("] + c.ext.ref(rng, "pl") + [", tel ",
           (F.phone(rng, c.country), "PHONE"), ")\n"])
    n.add(["Admitting consultant: " if uk else "Attending: "] + c.dr("cons", "pl") + ["\n\n"])
    mk, mech, _ = c.mech
    rows, tpt, tft = C.tbsa_rows(rng, c.tbsa)
    c.tbsa = tot = tpt + tft
    wt = rng.randint(14, 40) if c.age < 12 else rng.randint(45, 118)
    where = rng.choice(["at home", "at work", "in the garden", "at a friend's house",
                        "on a campsite", "in a takeaway kitchen"])
    n.add(f"PC: {C.fmtp(tot)}% TBSA {rng.choice(['mixed-depth', 'partial thickness', 'deep dermal', 'mixed superficial/deep partial'])} {mk} burn\n\n")
    n.add("HPC: ")
    n.add(c.age_s() + [f" {'M' if c.sex == 'M' else 'F'} " if rng.random() < 0.3 else f" {c.sexw()} "])
    if c.job:
        n.add(["(", c.job_seg(), ") "])
    n.add(f"sustained {rng.choice(['a', 'a', 'an isolated'])} {mk} injury ({mech}) {where}")
    r = rng.random()
    if c.on_holiday:
        n.add([" on "] + c.holiday_seg() + [" ("] + c.d(c.inj) + [")"])
    elif r < 0.4 and where == "at work":
        n.add([" at ", (c.employer, "ORGANIZATION")])
    elif r < 0.5:
        n.add([" near ", (c.landmark, "LOCATION_OTHER")])
    if not c.on_holiday:
        n.add([" on "] + c.d(c.inj))
    n.add(". ")
    n.add(rng.choice(["First aid: cool running water for 20 min", "Cooled with tap water ~10 min",
                      "No first aid given", "Cling film applied by paramedics after 20 min cooling",
                      "Irrigated with copious water for 45 min (chemical)"]))
    if rng.random() < 0.6:
        n.add([" by "] + c.famref() + [". "])
    else:
        n.add(". ")
    if mk == "friction" or rng.random() < 0.12:
        n.add(["Driver of vehicle reg ", (F.vehicle(rng, c.country), "VEHICLE"),
               "; airbags deployed, self-extricated. "])
    n.add(rng.choice(["No LOC. ", "Denies inhalation. ", "Enclosed space - yes, ~5 min. ",
                      "Possible brief LOC per bystander. "]))
    if rng.random() < 0.3:
        n.add(["Recently returned from ", (c.country_visit, "COUNTRY"), ". "])
    n.add("\n\n")
    n.add(f"PMH: {', '.join(C.pick(rng, C.PMH, rng.randint(1, 3)))}\n")
    n.add(f"DH: {', '.join(C.pick(rng, C.DH, rng.randint(1, 3)))}\n")
    n.add(f"Allergies: {rng.choice(C.ALLERGY)}\n")
    tet = rng.choice(['up to date', 'unknown - booster given', 'last', 'given in ED'])
    if tet == "last":
        n.add(["Tetanus: last booster ", (str(c.inj.year - rng.randint(3, 15)), "DATE"), "\n"])
    else:
        n.add(f"Tetanus: {tet}\n")
    n.add("SH: ")
    if c.age < 16:
        n.add(["Lives with ", c.nok.rel, " "] + c.nok.seg("full") + [". Attends ", (c.school, "ORGANIZATION"),
                                                                      ". No safeguarding concerns raised at triage.\n"])
    else:
        n.add(["Lives with "] + c.famref() + [" in ", (c.city, "CITY"), ". "])
        if c.job:
            n.add(c.job_phrase(cap=True))
            if rng.random() < 0.6 and not c.retired:
                n.add([rng.choice([" for ", " at "]), (c.employer, "ORGANIZATION")])
            n.add(". ")
        n.add(f"Smoker {rng.choice(['no', '10/day', '20/day', 'ex'])}. EtOH {rng.randint(0, 40)} u/wk.")
        if rng.random() < 0.25:
            n.add([" Originally from ", (c.country_visit, "COUNTRY"), rng.choice(["; speaks good English.", "; interpreter not required.", "; moved here 6 years ago."])])
        n.add("\n")
    C.nok_line(n, c)
    n.add("\nPRIMARY SURVEY\n")
    n.add(f"A: {rng.choice(['patent, no stridor, no singed nasal hair', 'patent; soot in oropharynx - anaesthetics aware', 'patent, voice normal'])}\n")
    n.add(f"B: RR {rng.randint(12, 28)}, SpO2 {rng.randint(93, 100)}%, chest clear, no circumferential chest burn\n")
    n.add(f"C: HR {rng.randint(70, 130)}, BP {rng.randint(95, 160)}/{rng.randint(55, 95)}, CRT {rng.choice(['<2', '2', '3'])} s, 2 x {rng.choice(['16G', '14G'])} cannulae\n")
    n.add(f"D: GCS {rng.choice(['15/15', '15', '14 (E3V5M6)'])}, {'BM' if uk else 'glucose'} {round(rng.uniform(4.2, 11.5), 1)}\n")
    n.add(f"E: core temp {round(rng.uniform(35.6, 37.8), 1)} C; weight {wt} kg\n\n")
    n.add(rng.choice(["TBSA CHART (Lund and Browder)\n", "Lund & Browder chart:\n", "BURN ASSESSMENT - TBSA\n"]))
    n.add(f"{'Region':<18}| {'Epidermal':<9} | {'Partial':<7} | {'Full':<5}\n")
    n.add("-" * 48 + "\n")
    for r, sup, pt, ft in rows:
        n.add(f"{r:<18}| {C.fmtp(sup):<9} | {C.fmtp(pt):<7} | {C.fmtp(ft):<5}\n")
    n.add("-" * 48 + "\n")
    n.add(f"Total TBSA (excluding erythema): {C.fmtp(tot)}%  (PT {C.fmtp(tpt)}%, FT {C.fmtp(tft)}%)\n")
    n.add(f"Circumferential: {rng.choice(['no', 'R forearm - monitor for compartment', 'no; L hand dorsum only'])}. "
          f"Escharotomy: {rng.choice(['not required', 'not required', 'performed in ED to R arm'])}\n\n")
    if tot >= 10 or (c.age < 16 and tot >= 5):
        vol = round(4 * wt * tot)
        n.add(f"Fluids: Parkland 4 mL x {wt} kg x {C.fmtp(tot)}% = {vol} mL Hartmann's / 24 h from time of injury; "
              f"{vol // 2} mL over first 8 h. Target UO 0.5 mL/kg/h (catheterised, {rng.randint(20, 90)} mL/h so far).\n")
    else:
        n.add("Fluids: below resuscitation threshold; oral fluids encouraged, fluid balance chart.\n")
    n.add(f"Bloods: {C.bloods(rng, uk)}, COHb {round(rng.uniform(0.5, 9.0), 1)}%\n")
    n.add(f"Obs on arrival: {C.vitals(rng, uk)}\n\n")
    n.add("Plan:\n")
    plan = ["Wound cleaned with chlorhexidine, blisters deroofed; " + rng.choice(P.DRESSINGS) + " applied",
            "Analgesia: " + rng.choice(C.ANALG), "Elevate limbs; hand splinted in POSI",
            "Dietitian referral; NG feed if TBSA > 15%", "VTE prophylaxis as per chart",
            "Photos on arrival (consent obtained)", "Re-look / debridement in theatre within 48 h",
            "Safeguarding screen completed" if c.age < 16 else "Smoking cessation advice",
            "Swabs MRSA/wound", "Toxic shock syndrome watch"]
    for i, p in enumerate(C.pick(rng, plan, rng.randint(4, 7))):
        n.add(f"{i + 1}. {p}\n")
    if rng.random() < 0.4:
        n.add(["Identity confirmed with wristband and ", rng.choice(["fingerprint ID ", "palm-vein ID ", "biometric ref "]),
               (F.bioid(rng), "BIOID"), ".\n"])
    if not uk and rng.random() < 0.6:
        n.add(["Insurance: ", (c.ins_name, "ORGANIZATION"), ", member ID ", (c.member, "HEALTHPLAN"),
               "; SSN on file ", (c.ssn, "SSN"), "\n"])
    n.add("\n")
    C.sig(n, c, rng.choice(["reg", "jr"]), when=c.adm)
    if rng.random() < 0.5:
        n.add(["Discussed with and seen by "] + c.dr("cons", "pl") + [" at " + C.t(rng, uk) + ".\n"])


def skin_graft_op(n, c):
    rng = c.rng
    uk = c.uk
    opd = c.off(rng.randint(2, 14))
    title = rng.choice(["OPERATION NOTE", "OPERATIVE NOTE", "Operative Report - Plastic Surgery",
                        "THEATRE RECORD: OPERATION NOTE"])
    C.pt_header(n, c, title)
    st, fi = C.tpair(rng, uk)
    n.add(["Date of operation: "] + c.d(opd) + [f"   Start {st}  Finish {fi}\n"])
    n.add([("Theatre " if uk else "OR "), (c.theatre, "LOCATION_OTHER"), ", ", (c.hosp, "HOSPITAL"),
           "   Case no. ", (F.idnum(rng, "case"), "IDNUM"), "\n"])
    n.add(["Surgeon: "] + c.dr("cons") + ["\nAssistant: "] + c.dr("reg") + ["\n"])
    n.add(["Anaesthetist: " if uk else "Anesthesia: "] + c.dr("anaes") + ["\n"])
    n.add(["Scrub: "] + c.nurse2.ref(rng, rng.choice(["fl_cred", "first"])) + ["\n\n"])
    n.add(f"Anaesthesia: {rng.choice(['GA + LMA', 'GA, ETT', 'GA + regional block (axillary)', 'spinal + sedation'])}; "
          f"antibiotics: {rng.choice(['co-amoxiclav 1.2 g IV', 'cefazolin 2 g IV', 'teicoplanin 400 mg IV', 'none'])} at induction\n")
    site = rng.choice(["L forearm and dorsum of hand", "R anterior thigh", "anterior chest",
                       "R lower leg", "L flank and back", "neck and upper chest", "both feet (dorsal)",
                       "R axilla (contracture release)", "scalp defect post-WLE", "L elbow flexor surface"])
    donor = rng.choice(["L thigh", "R thigh", "L lateral thigh", "scalp", "buttock", "R upper arm"])
    pct = max(0.5, round(c.tbsa / 3 * 2) / 2)
    n.add(["Indication: ", f"{C.fmtp(pct)}% TBSA deep dermal/full thickness {c.mech[2]} burn {site}, "
           "day ", str((opd - c.inj).days), " post injury (injured "] + c.d(c.inj) + [")\n"])
    mesh = rng.choice(["unmeshed sheet", "meshed 1:1.5", "meshed 1:2", "meshed 1:3 with Meek", "pie-crusted sheet"])
    thick = rng.choice(["0.008", "0.010", "0.012", "0.014"])
    n.add(f"Procedure: Tangential excision {site} ({round(pct * rng.randint(150, 190))} cm2) and split-thickness skin graft "
          f"({thick} inch, {mesh}) from {donor}\n\n")
    n.add("Findings: " + rng.choice([
        "Mixed-depth burn, punctate bleeding reached in mid-dermis; fat exposed in two areas.",
        "Full-thickness eschar, dermis non-viable, excised to healthy fat with brisk bleeding.",
        "Patchy deep dermal with islands of healthy dermis centrally; extensor tendons not exposed.",
        "Granulating bed, hypergranulation at margins, no frank pus."]) + "\n\n")
    n.add("Description:\n")
    steps = [
        "WHO checklist completed. Patient supine, warming blanket, ambient 28 C.",
        f"Tourniquet {rng.choice(['not used', 'applied at 250 mmHg, time ' + str(rng.randint(30, 90)) + ' min'])}.",
        f"Prepped with {rng.choice(['aqueous chlorhexidine', 'povidone-iodine', 'Betadine'])} and draped.",
        f"Excision with {rng.choice(['Watson knife', 'Goulian knife', 'Versajet II (setting 6)', 'hydrosurgery'])} until punctate bleeding.",
        "Haemostasis with adrenaline 1:500,000 soaked swabs and bipolar." if uk else "Hemostasis with epinephrine-soaked Telfa and Bovie.",
    ]
    for s in steps:
        n.add(f"- {s}\n")
    dm = rng.choice(["Zimmer air dermatome", "Padgett electric dermatome", "Humby knife"])
    n.add(f"- Graft harvested from {donor} with {dm}")
    if dm != "Humby knife" and rng.random() < 0.6:
        n.add([" (SN ", (F.device_sn(rng, "dermatome"), "DEVICE"), ")"])
    n.add(f", {mesh}.\n")
    n.add(f"- Graft secured with {rng.choice(['skin staples', 'Histoacryl', '5/0 Vicryl Rapide', 'fibrin sealant (Tisseel)'])}.\n")
    if rng.random() < 0.55:
        n.add(["- NPWT ", rng.choice(["V.A.C. Ultra", "Renasys Touch", "PICO 7"]), " unit SN ",
               (F.device_sn(rng, "npwt"), "DEVICE"), f" at -{rng.choice([75, 100, 125])} mmHg continuous over "
                                                      f"{rng.choice(['Mepitel', 'Adaptic', 'Cuticerin'])}.\n"])
    else:
        n.add(f"- Dressed with {rng.choice(P.DRESSINGS)}, gauze and crepe; POSI splint.\n")
    n.add(f"- Donor: {rng.choice(['Kaltostat + Mepore', 'Mepilex Ag', 'Opsite', 'Xeroform + Tegaderm'])}.\n\n")
    n.add(f"EBL: {rng.randint(50, 900)} mL. Transfused: {rng.choice(['nil', '1 unit RBC', '2 units PRBC'])}. "
          f"Tourniquet/complications: nil.\n")
    if rng.random() < 0.5:
        n.add(["Specimens: tissue for MC&S ", (F.idnum(rng, "spec"), "IDNUM"), "\n"])
    n.add("\nPost-op instructions:\n")
    n.add(f"- Elevate; bed rest {rng.randint(2, 5)} days for lower limb grafts\n")
    dd = rng.choice([3, 5, 5, 7])
    n.add(["- First dressing check day ", str(dd), " (", ] + c.dshort(F.plus(opd, dd)) + [")\n"])
    n.add(f"- Continue {rng.choice(C.ANALG)}\n- Mobilise with physio when graft secure\n")
    if rng.random() < 0.4:
        n.add(["- Update ", c.nok.rel, " "] + c.nok.seg(rng.choice(["first", "full"])) + [" on ",
               (c.nok.phone, "PHONE"), " (requested)\n"])
    n.add("\n")
    C.sig(n, c, "reg" if rng.random() < 0.6 else "cons", when=opd)


def dressing_log(n, c):
    rng = c.rng
    uk = c.uk
    title = rng.choice(["DRESSING CHANGE RECORD", "Burns Dressing Log", "WOUND CARE / DRESSING CHART",
                        "Dressing Change Flowsheet"])
    C.pt_header(n, c, title, extra_ids=rng.random() < 0.8)
    if uk:
        n.add(["Location: ", (c.ward, "HOSPITAL"), ", bed ", (c.bed, "LOCATION_OTHER"), "\n"])
    else:
        n.add(["Location: ", (c.unit, "HOSPITAL"), " rm ", (c.room, "LOCATION_OTHER"), "\n"])
    area = rng.choice(["L hand/forearm", "R thigh graft + donor", "chest/abdo", "face and neck",
                       "bilateral feet", "back", "R arm (circumferential)"])
    n.add(f"Wound: {area}; mechanism {c.mech[2]}; TBSA {c.tbsa}%\n")
    n.add(f"Regime: {rng.choice(P.DRESSINGS)} every {rng.choice(['48 h', '3 days', '2-3 days', 'day (daily)'])}; "
          f"pre-medication {rng.choice(C.ANALG)}\n\n")
    nurses = [c.staff["nurse"], c.nurse2, c.staff["outreach"]]
    n.add("Date       | Time  | Site / appearance                          | Dressing         | Pain | By\n")
    n.add("-" * 96 + "\n")
    d = c.adm
    rows = rng.randint(5, 9)
    for i in range(rows):
        d = F.plus(d, rng.choice([1, 2, 2, 3]))
        app = rng.choice(["clean, pink, moist; exudate mod serous", "90% graft take, 2 small sloughy areas",
                          "slough ++, green-tinged exudate - swabbed", "epithelialising from edges",
                          "healed <1 cm2 residual", "hypergranulation - silver nitrate applied",
                          "blistering over donor edge", "malodorous, surrounding erythema 2 cm",
                          "graft adherent 100%, staples removed", "donor site 80% healed"])
        dress = rng.choice(P.DRESSINGS)
        nu = rng.choice(nurses)
        by = nu.seg(rng.choice(["fi_last", "init", "initnd", "first_i"]))
        ds = c.d(d, rng.choice(["num", "numshort", "dm"]))
        n.add(ds + [" " * max(0, 10 - len(ds[0][0]))])
        n.add(f" | {rng.randint(7, 20):02d}:{rng.choice(['00', '15', '30', '45', '10', '50'])} | {app[:42]:<42} | {dress[:16]:<16} | {rng.randint(0, 9)}/10 | ")
        n.add(by + ["\n"])
        if "swabbed" in app or rng.random() < 0.08:
            n.add(["           > wound swab sent, lab no. ", (F.idnum(rng, "spec"), "IDNUM"), "\n"])
        if rng.random() < 0.12:
            n.add(["           > reviewed by "] + c.dr(rng.choice(["reg", "jr"]), "pl") + ["\n"])
    n.add("\nComments:\n")
    if c.age < 16:
        n.add(["Play specialist present for distraction; ", c.nok.rel, " "] + c.nok.seg("first")
              + [" held hand throughout. Entonox tolerated.\n"])
    else:
        n.add(f"Patient {rng.choice(['tolerated well', 'anxious, required extra analgesia', 'asked for breaks', 'self-administered Entonox'])}. ")
        if rng.random() < 0.5:
            n.add(["Pt ", c.ptname("first") if rng.random() < 0.5 else c.ptname("init"),
                   " would like ", c.nok.rel, " "] + c.nok.seg("first") + [" updated.\n"])
        else:
            n.add("\n")
    if rng.random() < 0.5:
        n.add(["Microbiology: ", rng.choice(["Staph aureus (MSSA)", "Pseudomonas aeruginosa", "mixed skin flora", "no growth"]),
               " on swab ", (F.idnum(rng, "spec"), "IDNUM"), " - discussed with "] + c.dr("reg", "pl") + [".\n"])
    if rng.random() < 0.3:
        n.add(["NPWT unit changed; new canister on device SN ", (F.device_sn(rng, "npwt"), "DEVICE"), ".\n"])
    n.add(["\nEntered by user ", (rng.choice(nurses).user, "USERNAME")])
    if rng.random() < 0.35:
        n.add([" from workstation ", (F.ip(rng), "IPADDR")])
    else:
        n.add(" on the ward PC")
    n.add("\n")
    C.sig(n, c, rng.choice(["nurse", "outreach"]), lic=rng.random() < 0.3, contact=rng.random() < 0.4)
