"""Genres: radiotherapy planning note, nutrition/PEG note, telephone encounter (dev247_en)."""
import datetime

import pools
from blocks import at, audit, dx_line, hol, id_header, labs, make_case, meds, sign, social, weekday
from core import P, nm

TD = datetime.timedelta

OARS = [("Spinal cord PRV", "Dmax < 48 Gy"), ("Brainstem PRV", "Dmax < 54 Gy"), ("Contralateral parotid", "Dmean < 24 Gy"),
        ("Ipsilateral parotid", "Dmean < 26 Gy (if achievable)"), ("Oral cavity", "Dmean < 40 Gy"),
        ("Larynx", "Dmean < 45 Gy"), ("Pharyngeal constrictors", "Dmean < 50 Gy"), ("Mandible", "Dmax < 70 Gy, V60 < 30%"),
        ("Cochlea", "Dmean < 45 Gy"), ("Submandibular gland (contralat.)", "Dmean < 39 Gy"), ("Brachial plexus", "Dmax < 66 Gy")]


def rtplan(ctx, n):
    r = ctx.r
    c = make_case(ctx, -r.randint(0, 40))
    while not c.rt_dose or c.group == "orn":
        c = make_case(ctx, -r.randint(0, 40))
    sim = c.rt_start - TD(days=r.randint(7, 16))
    at(ctx, sim)
    pt = ctx.pt
    onc, phys, rad = ctx.clin("oncologist"), ctx.clin("physicist"), ctx.clin("radiographer")
    n(ctx.ch(["RADIOTHERAPY PLANNING NOTE", "CT Simulation / RT Planning Record", "Radiation Oncology - Simulation Note",
              "Radiotherapy pre-treatment & planning"]), "\n")
    n(P(ctx.hosp, "HOSPITAL"), ctx.ch([" - Radiotherapy Department", " | Radiation Oncology", ""]), "\n")
    id_header(ctx, n, ctx.ch(["bar", "lines", "grid"]), addr=ctx.p(0.3))
    n(ctx.ch(["RT no: ", "Course ID: ", "Oncology ID: "]), P(f"RT{ctx.dig(6)}" if ctx.p(0.5) else f"{ctx.let(2)}{ctx.dig(5)}", "IDNUM"),
      ctx.ch(["   Consultant: ", "   Treating physician: "]), nm(onc, ctx.ch(["title_sur", "title_full", "full_cred"])), "\n")
    n("CT sim date: ", ctx.D(sim), " ", ctx.time(), ctx.ch(["", "   Scanner: Siemens go.Open Pro", "   Big-bore CT"]), "\n\n")
    n("Diagnosis: ", dx_line(ctx, c), "\n")
    intent = "adjuvant" if c.surgical else ctx.ch(["radical", "definitive"])
    n("Intent: ", intent, ". ")
    if c.surgical:
        n("Surgery ", ctx.Dn(c.surg), " (", nm(ctx.clin("surgeon"), "title_sur"), "); path ",
          ctx.ch(["close deep margin 3 mm", "pN2b, ENE present", "PNI, pT3", "clear margins, pN1"]), ".")
    n("\n\nPrescription:\n")
    if c.fx in (35, 33) and not c.surgical:
        hi = c.rt_dose.split(" ")[0]
        n(f"  PTV_{hi}: {c.rt_dose}\n  PTV_{int(int(hi) * 0.9)}: {int(int(hi) * 0.9)} Gy in {c.fx} fractions (SIB)\n"
          f"  PTV_{int(int(hi) * 0.8)}: {int(int(hi) * 0.8)} Gy in {c.fx} fractions (elective nodes)\n")
    else:
        n(f"  PTV_High: {c.rt_dose}\n  PTV_Low: 54 Gy in {c.fx} fractions\n")
    n(f"Technique: VMAT, 6 MV, {r.randint(2, 3)} arcs; IGRT daily CBCT (first 3 #), then weekly; action level 3 mm.\n")
    if ctx.p(0.35):
        n("SGRT: ", ctx.ch(["AlignRT", "Catalyst HD", "IDENTIFY"]), " facial surface reference captured, surface ID ",
          P(ctx.bioid(), "BIOID"), " (used for patient identification at each fraction).\n")
    n(f"Immobilisation: {ctx.ch(['5-point thermoplastic shell', '5-point mask', 'head/neck/shoulder mask'])}, "
      f"{ctx.ch(['mouth bite (tongue-depressing)', 'customised oral stent', 'no oral stent'])}, knee rest, "
      f"{ctx.ch(['head rest C', 'head rest B', 'Silverman D'])}. Scan vertex to carina, 2 mm slices, IV contrast "
      f"{ctx.ch(['Omnipaque 300 75 ml', 'Omnipaque 350 80 ml', 'no contrast (eGFR 38)'])}.\n")
    n("Image fusion: MRI ", ctx.D(c.img))
    if ctx.p(0.4):
        n(", PET-CT ", ctx.D(c.img + TD(days=r.randint(1, 8))))
    n(".\n")
    n("\nOAR constraints (", ctx.ch(["local protocol", "PATHOS/ PARSPORT-derived", "QUANTEC"]), "):\n")
    for o, v in r.sample(OARS, r.randint(5, 8)):
        n(f"  - {o}: {v}\n")
    if c.chemo:
        n(f"\nConcurrent systemic therapy: {c.chemo}. Baseline audiogram ", ctx.D(sim - TD(days=r.randint(1, 10))),
          f", GFR {r.randint(58, 120)} ml/min (EDTA).\n")
    n("\nDental: ", ctx.ch(["extractions completed ", "dentally fit, seen ", "OPG reviewed "]),
      ctx.Dn(sim - TD(days=r.randint(10, 25))), " by ", nm(ctx.clin("restorative"), ctx.ch(["title_sur", "full"])),
      "; fluoride trays issued.\n")
    n("Nutrition: ")
    if ctx.p(0.8):
        if c.peg < sim:
            n(ctx.ch(["prophylactic PEG placed ", "RIG inserted "]), ctx.Dn(c.peg))
        elif c.peg < c.rt_start:
            n(ctx.ch(["prophylactic PEG booked for ", "RIG booked "]), ctx.D(c.peg))
        else:
            n("reactive tube if weight loss >10% (provisional IR slot ", ctx.D(c.peg), ")")
    else:
        n("NG if needed - declined PEG")
    n("; weekly dietitian + SLT during RT.\n")
    n(f"Supportive: skin care (Epaderm), Mepitel film to neck; mouthcare (Difflam, sodium bicarbonate); baseline weight "
      f"{r.randint(48, 118)}.{r.randint(0, 9)} kg.\n")
    n("\nStart date: ", ctx.D(c.rt_start, ctx.ch([ctx.ds, ctx.ds, "wd_d_mon_y" if ctx.c != "US" else "wd_mon_d_y"])),
      ctx.ch(["", " - pt informed", " (first fraction 09:20)"]), "\n")
    k = r.random()
    if k < 0.35:
        n("Transport: ", pt.his, " ", pt.kin.rel, " ", nm(pt.kin, ctx.ch(["given", "full"])), " to drive daily; car park permit for reg ",
          P(ctx.plate(), "VEHICLE"), ".\n")
    elif k < 0.6:
        n("Transport: patient drives ", ctx.ch(["himself" if pt.sex == "M" else "herself"]), " (", ctx.ch(["vehicle ", "reg. ", "plate "]),
          P(ctx.plate(), "VEHICLE"), ") - advised to stop driving if fatigued or on opioids.\n")
    elif k < 0.85:
        n("Transport: ", ctx.ch(["hospital transport booked", "volunteer driver scheme", "staying at patient lodge"]),
          " - lives ", str(r.randint(20, 140)), " km" if ctx.c == "NZ" else " miles", " away in ",
          P(pt.addr["city"], "CITY"), ".\n")
    if ctx.p(0.35):
        social(ctx, n, 1)
        n("\n")
    n("\nContours approved: ", nm(onc, ctx.ch(["title_sur", "init_sur"])), " ", ctx.D(sim + TD(days=r.randint(1, 4))), "\n")
    n("Plan: ", nm(phys, ctx.ch(["full", "init_sur"])), f" ({phys.cred}); checked by ", nm(ctx.new_clin("physicist"), ctx.ch(["full", "init_sur"])),
      "; approved in ", ctx.ch(["ARIA", "MOSAIQ", "RayCare"]), " by user ", P(onc.user, "USERNAME"), " ",
      ctx.D(sim + TD(days=r.randint(4, 8))), "\n")
    n("Pre-treatment review radiographer: ", nm(rad, ctx.ch(["full", "given_init"])), "\n")
    if ctx.p(0.3):
        n("Mask room: ", P(ctx.ch(pools.BUILDINGS), "LOCATION_OTHER"), ", ", ctx.ch(["basement", "level -1", "ground floor"]), "\n")
    sign(ctx, n, onc, lic=0.4, contact=0.3, dated=0.4)
    audit(ctx, n, rad, 0.3)


# ------------------------------------------------------------------ nutrition / PEG
def nutrition(ctx, n):
    r = ctx.r
    c = make_case(ctx, -r.randint(-10, 120))
    while not c.rt_dose:
        c = make_case(ctx, -r.randint(-10, 120))
    pt = ctx.pt
    dt = ctx.clin("dietitian")
    tube = ctx.ch(["PEG", "RIG", "PEG", "NGT"])
    n(ctx.ch(["Dietetic review - Head & Neck", "NUTRITION & DIETETICS NOTE", "Clinical Nutrition - H&N follow-up",
              "Enteral feeding review"]), "\n")
    n(P(ctx.hosp, "HOSPITAL"), ctx.ch(["  RT review clinic", "  Outpatients", ""]), "   ", ctx.D(ctx.today), "\n")
    id_header(ctx, n, ctx.ch(["bar", "lines", "label"]), addr=ctx.p(0.3))
    n("\nDx/Rx: ", dx_line(ctx, c), ". ", c.rt_dose, (" + " + c.chemo) if c.chemo else "", ", started ", ctx.D(c.rt_start))
    if c.rt_start <= ctx.today <= c.rt_end:
        n(f" - week {(ctx.today - c.rt_start).days // 7 + 1}")
    elif ctx.today > c.rt_end:
        n(", completed ", ctx.Dn(c.rt_end))
    n(".\n")
    w0 = r.randint(55, 112) + r.randint(0, 9) / 10
    w = round(w0 * (1 - r.randint(2, 16) / 100), 1)
    ht = r.randint(150, 192) / 100
    n(f"\nAnthropometry: Wt {w} kg (pre-treatment {w0} kg, ", ctx.D(c.mdt, ctx.ch(["md", "mon_d"] if ctx.c == "US" else ["dm", "d_mon"])),
      f") = {round((w0 - w) / w0 * 100, 1)}% loss; Ht {ht} m; BMI {round(w / ht / ht, 1)} kg/m2; MUAC {r.randint(21, 33)} cm; "
      f"HGS {r.randint(12, 44)} kg.\n")
    n(f"MUST {r.randint(0, 4)}. ", "Biochem: ", labs(ctx), ".\n")
    n(f"Refeeding risk: {ctx.ch(['low', 'moderate', 'high (intake <50% >5/7, low Mg)'])}.\n")
    n(f"\nIntake: oral {ctx.ch(['IDDSI 4 + sips', 'soft & bite-sized', 'minimal - painful mucositis grade 3', 'nil by mouth'])}; "
      f"ONS {ctx.ch(['Fortisip Compact Protein x2', 'Ensure Plus x2', 'Fresubin 2kcal x1', 'Boost Plus x3', 'none'])}.\n")
    n(f"Requirements: {r.randint(25, 35)} kcal/kg (Henry equation x stress), protein {r.choice(['1.2', '1.5', '1.3'])} g/kg, "
      f"fluid 30-35 ml/kg.\n")
    if tube != "NGT":
        ins_d = c.peg if c.peg < ctx.today else ctx.today - TD(days=r.randint(5, 60))
        n(f"\nTube: {tube} {ctx.ch(['15', '18', '20', '14'])} Fr placed ", ctx.D(ins_d), " by ",
          nm(ctx.new_clin("radiologist" if tube == "RIG" else "registrar"), ctx.ch(["title_sur", "title_init_sur"])))
        if ctx.p(0.6):
            lab, val = ctx.dev()
            n(" (", lab, P(val, "DEVICE"), ")")
        n(f". Stoma {ctx.ch(['clean, no leak', 'mild erythema, swabbed', 'overgranulation - silver nitrate', 'leaking gastric fluid'])}; "
          f"{'balloon water 5 ml checked' if tube == 'RIG' else 'advanced and rotated'} weekly.\n")
    else:
        n("\nTube: fine-bore NGT 8 Fr (", ctx.ch(["Corflo", "Flexiflo"]), "), pH 4.5 on aspirate, 68 cm at nose.\n")
    n(f"Regimen: {ctx.ch(['Jevity 1.5', 'Osmolite 1.5', 'Nutrison Energy', 'TwoCal HN', 'Compleat Peptide'])} "
      f"{ctx.ch(['1000', '1500', '1200'])} ml @ {r.randint(60, 125)} ml/h for {r.randint(10, 20)} h via "
      f"{ctx.ch(['Flocare Infinity', 'Kangaroo Joey', 'Compat Ella'])} pump")
    if ctx.p(0.4):
        lab, val = ctx.dev()
        n(" (", lab, P(val, "DEVICE"), ")")
    n(f"; flushes 50 ml pre/post, water {r.randint(3, 8)} x 200 ml; bolus option {ctx.ch(['2 x 250 ml', 'none'])}.\n")
    if ctx.p(0.55):
        co = ctx.ch(pools.FEED_COS)
        n("\nHome enteral feeding: ", P(co, "ORGANIZATION"), " - patient no. ", P(ctx.acct(), "ACCOUNT"), "; nurse ",
          nm(ctx.person("DOCTOR"), ctx.ch(["full", "given"])), " to visit ", ctx.D(ctx.today + TD(days=r.randint(2, 9)),
                                                                                  ctx.ch(["w3_dm", "d_mon", "dm"]) if ctx.c != "US" else "w3_md"),
          ". Helpline ", P(ctx.phone(), "PHONE"), ". Deliveries to ", ctx.addr(pt.addr), ".\n")
    if ctx.p(0.4):
        n(pt.kin.rel.capitalize(), " ", nm(pt.kin, ctx.ch(["given", "full"])), " ")
        if ctx.p(0.4):
            n("works as a ", P(ctx.ch(pools.PROFESSIONS), "PROFESSION"), " and is away weekdays")
        else:
            n(ctx.ch(["manages the feeds", "is worried about weight", "does the shopping and cooking"]))
        n(".\n")
    if ctx.p(0.2):
        n("Deliveries paused over ", hol(ctx), " - extra stock ordered.\n")
    n("\nPlan:\n")
    plan = ["Increase feed to 1500 ml/day", "Check Mg/PO4/K daily x3 (refeeding)", "Continue ONS between meals",
            "Weigh weekly at RT review", "SLT to continue swallow exercises - use it or lose it",
            "Wean feed as oral intake improves; remove PEG when weight stable 4-6 weeks", "Thiamine 100 mg TDS 10 days",
            "Anti-emetics reviewed with CNS"]
    for x in r.sample(plan, r.randint(3, 5)):
        n("- ", x, "\n")
    n("Next review: ", ctx.D(ctx.today + TD(days=r.randint(7, 42))), "\n")
    sign(ctx, n, dt, lic=0.5, contact=0.5, dated=0.2)
    audit(ctx, n, dt, 0.3)


# ------------------------------------------------------------------ telephone encounter
REASONS = [("PEG site leaking and sore", "Advised clean with saline, barrier film; review in CNS clinic tomorrow; if fever or pain on feeding -> ED."),
           ("mouth pain - can't manage tablets", "Switched to soluble paracetamol via PEG; Difflam; GP to prescribe Oramorph 2.5-5 mg PRN."),
           ("blood-stained sputum from trache", "Small streaks only, SpO2 at home 96%; increase humidification; if frank bleeding call 999."),
           ("new lump in neck", "Brought forward clinic appointment; urgent USS requested."),
           ("voice prosthesis leaking when drinking", "Plug supplied; SVR clinic booked; thicken fluids until then."),
           ("feeling low and not sleeping", "Discussed; referred to psycho-oncology; GP aware."),
           ("query results of scan", "PET-CT - complete metabolic response; letter to follow; clinic as planned."),
           ("missed clinic - transport did not arrive", "Apologised; rebooked; transport booked by clerk."),
           ("trismus worse, can't open for dentist", "Restart TheraBite programme; restorative review expedited."),
           ("vomiting x3 after chemo", "No fever; take ondansetron 8 mg BD; if unable to keep fluids down attend triage.")]


def telephone(ctx, n):
    r = ctx.r
    c = make_case(ctx, -r.randint(-20, 900))
    pt = ctx.pt
    cns = ctx.clin("cns")
    reason, action = ctx.ch(REASONS)
    while "prosthesis" in reason and c.group not in ("larynx", "hypo"):
        reason, action = ctx.ch(REASONS)
    if "prosthesis" in reason:
        c.surgical, c.surg = True, c.t0
        c.tstage = "p" + c.stage
    if ctx.c == "US":
        action = action.replace("999", "911").replace("ED", "the ED").replace("GP", "PCP")
    elif ctx.c == "NZ":
        action = action.replace("999", "111")
    n(ctx.ch(["Telephone encounter", "TELEPHONE CONSULTATION", "Phone call note", "Telephone Encounter Note",
              "Video/telephone contact"]), "  -  ", ctx.D(ctx.today), " ", ctx.time(), "\n")
    if ctx.p(0.5):
        id_header(ctx, n, ctx.ch(["bar", "label"]), addr=False, insur=False)
    else:
        n("Re: ", nm(pt, ctx.ch(["title_full", "full", "sf_caps"])), " (", ctx.ch(["MRN ", "", "hosp no "]) if ctx.c != "NZ" else "NHI ",
          P(pt.mrn, "MRN"), ctx.ch([", DOB ", ", "]), ctx.D(pt.dob), ")\n")
    kin = ctx.p(0.45)
    if kin:
        n(ctx.ch(["Caller: ", "Call from "]), pt.his, " ", pt.kin.rel, " ", nm(pt.kin, ctx.ch(["full", "given", "title_full"])),
          ctx.ch([" on ", " - ", " tel "]), P(pt.kin.tel, "PHONE"), "\n")
    else:
        lead = ctx.ch([" on ", " - mobile ", " ("])
        n(ctx.ch(["Caller: patient", "Incoming call from patient", "Patient phoned"]), lead, P(pt.mob, "PHONE"),
          ")" if lead == " (" else "", "\n")
    if ctx.p(0.12):
        n("Caller verified by voice biometrics (voiceprint ", P(ctx.bioid(), "BIOID"), ").\n")
    elif ctx.p(0.3):
        n("Identity checked (name, DOB ", ctx.D(pt.dob, ctx.ch(["dmy", "d_mon_y"]) if ctx.c != "US" else "mdy"),
          ", first line of address ", P(pt.addr["street"], "STREET"), ").\n")
    n("\nReason: ", reason, ".\n")
    n("Background: ", dx_line(ctx, c))
    if c.rt_dose and c.rt_end < ctx.today:
        n("; completed RT ", ctx.Dp(c.rt_end))
    n(".\n")
    if ctx.p(0.5):
        n(ctx.ch(["Obs at home (", "Patient reports ("]), f"temp {r.randint(360, 389) / 10:.1f}, weight {r.randint(50, 105)} kg",
          ctx.ch([", SpO2 95%", ", BP 118/72", ""]), ").\n")
    n("\nAdvice/Action: ", action, "\n")
    if ctx.p(0.4):
        who = ctx.clin(ctx.ch(["surgeon", "oncologist"]))
        n("Discussed with ", nm(who, ctx.ch(["title_sur", "title_init_sur"])), ctx.ch([" who agrees.", " - agrees plan.",
                                                                                       " (on call)."]), "\n")
    if ctx.p(0.35):
        gp = ctx.clin("gp")
        fax = ctx.p(0.5)
        n("Message left for GP ", nm(gp, "title_sur"), " at ", P(ctx.ch(pools.GP_PRACTICES[ctx.c]), "HOSPITAL"),
          " - fax " if fax else " via ", P(ctx.phone(), "FAX" if fax else "PHONE"), ".\n")
    if ctx.p(0.3):
        n("Next appt: ", ctx.D(ctx.today + TD(days=r.randint(1, 30))), " ", ctx.time(), " at ", P(ctx.ch([ctx.hosp, ctx.hosp2]), "HOSPITAL"),
          *ctx.ch([[""], [" (clinic ", P(str(r.randint(1, 12)), "LOCATION_OTHER"), ")"], [", Outpatients"]]), ".\n")
    if ctx.p(0.3):
        n("Video link sent to ", P(ctx.email(pt), "EMAIL"), " - ", P(ctx.url(f"/vc/room/{ctx.dig(6)}"), "URL"), "\n")
        if ctx.p(0.5):
            n("Session log: client ", P(ctx.ip(), "IPADDR"), ", dropped x1, reconnected by phone.\n")
    if ctx.p(0.2):
        n("Parking: blue badge holder; vehicle ", P(ctx.plate(), "VEHICLE"), " registered for free parking during treatment.\n")
    if ctx.p(0.15) and ctx.c == "UK":
        n("SR1 completed for PIP (NI no. ", P(ctx.ni(), "SSN"), ").\n")
    if ctx.p(0.25):
        n("Meds confirmed: ", "; ".join(meds(ctx, 3)), "\n")
    k = r.random()
    if k < 0.25:
        n(ctx.ch(["CNS office closed over ", "Clinic closed over ", "Reduced service over "]), hol(ctx),
          " - patient given the on-call number and advised to attend ED if unwell.\n")
    elif k < 0.5:
        n(ctx.ch(["Will call back ", "Plan: phone again on ", "Agreed to ring "]), weekday(ctx),
          ctx.ch([" afternoon.", " to check progress.", " morning."]), "\n")
    n("Call duration ", str(r.randint(3, 25)), " min. ", ctx.ch(["Safety-netting advice given.", "Patient happy with plan.",
                                                                "Understood and agreed."]), "\n")
    sign(ctx, n, cns, lic=0.2, contact=0.5, dated=0.2, lead=ctx.ch(["\n", "\nDocumented by: ", "\n- "]))
    audit(ctx, n, cns, 0.4)
