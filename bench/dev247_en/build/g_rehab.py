"""Genres: SLT swallow/voice assessment, dental/prosthodontic assessment, tracheostomy care record (dev247_en)."""
import datetime

import pools
from blocks import at, audit, dx_line, id_header, make_case, sign, social
from core import P, nm

TD = datetime.timedelta

IDDSI = [("IDDSI 0 (thin)", "5 ml tsp"), ("IDDSI 0 (thin)", "cup sip"), ("IDDSI 1 (slightly thick)", "5 ml"),
         ("IDDSI 2 (mildly thick)", "10 ml"), ("IDDSI 4 (pureed)", "tsp"), ("IDDSI 5 (minced & moist)", "tsp"),
         ("IDDSI 7 (regular - biscuit)", "1/4 biscuit")]


def treat_history(ctx, n, c, done=True):
    if c.surgical and c.surg < ctx.today:
        n(c.proc[0].upper() + c.proc[1:], " on ", ctx.Dn(c.surg), ". ")
    if done and c.rt_dose and c.rt_end < ctx.today:
        n(ctx.ch(["Completed ", "Finished ", "S/p "]), "RT ", c.rt_dose, (" with " + c.chemo) if c.chemo else "", " (",
          ctx.D(c.rt_start), ctx.ch([" - ", " to "]), ctx.D(c.rt_end), "). ")
    elif c.rt_dose and c.rt_start < ctx.today:
        wk = max(1, (ctx.today - c.rt_start).days // 7 + 1)
        n(f"Currently week {min(wk, 7)} of RT ({c.rt_dose}), started ", ctx.Dn(c.rt_start), ". ")


def force_lary(ctx, c):
    """Turn a laryngeal/hypopharyngeal case into a post-laryngectomy one."""
    c.surgical, c.surg, c.group = True, c.t0, "larynx"
    c.proc = "total laryngectomy, bilateral neck dissection and primary tracheoesophageal puncture"
    if c.T in ("1a", "1b", "1", "2"):
        c.T = ctx.ch(["3", "4a"])
    c.stage = f"T{c.T} N{c.N} M0"
    c.tstage = "p" + c.stage


def slt(ctx, n):
    r = ctx.r
    kind = ctx.ch(["fees", "fees", "vfss", "bedside", "valve", "baseline"])
    off = {"fees": -r.randint(60, 900), "vfss": -r.randint(90, 1200), "bedside": -r.randint(5, 12),
           "valve": -r.randint(200, 2500), "baseline": r.randint(5, 25)}[kind]
    c = make_case(ctx, off)
    if kind == "valve":
        while c.group not in ("larynx", "hypo"):
            c = make_case(ctx, off)
        force_lary(ctx, c)
    if kind == "bedside":
        while not c.surgical:
            c = make_case(ctx, off)
    pt = ctx.pt
    s = ctx.clin("slt")
    title = {"fees": "Fibreoptic Endoscopic Evaluation of Swallowing (FEES)", "vfss": ctx.sp("Videofluoroscopy (VFSS) report",
                                                                                          "Modified Barium Swallow Study (MBSS)"),
             "bedside": "Clinical Swallow Evaluation - inpatient", "valve": "Surgical Voice Restoration Clinic - prosthesis change",
             "baseline": "Pre-treatment SLT baseline assessment"}[kind]
    n(ctx.ch(["Speech and Language Therapy", "SLT", ctx.sp("Speech & Language Therapy", "Speech-Language Pathology")]),
      " - ", title, "\n")
    n(P(ctx.hosp, "HOSPITAL"))
    if kind == "bedside":
        n(", ", P(ctx.ward, "HOSPITAL"), ", bed ", P(str(r.randint(1, 30)), "LOCATION_OTHER"))
    elif ctx.p(0.5):
        n(", ", ctx.ch(["SLT clinic room ", "Rm ", "Fluoroscopy suite "]), P(str(r.randint(1, 12)), "LOCATION_OTHER"))
    n("\n")
    id_header(ctx, n, ctx.ch(["bar", "lines", "grid"]), addr=ctx.p(0.3))
    n(ctx.ch(["Date: ", "Date of assessment: ", "Seen: "]), ctx.D(ctx.today), " ", ctx.time(), "\n")
    if ctx.p(0.6):
        n("Referred by: ", nm(ctx.clin("surgeon" if ctx.p(0.5) else "oncologist"), ctx.ch(["title_sur", "title_init_sur"])),
          "\n")
    n("\nBackground: ", dx_line(ctx, c), ". ")
    treat_history(ctx, n, c)
    if c.peg and c.peg < ctx.today and kind in ("fees", "vfss") and ctx.p(0.6):
        n(ctx.ch(["PEG", "RIG"]), " placed ", ctx.Dn(c.peg), ", ", ctx.ch(["fully tube dependent", "top-ups only",
                                                                       "not used for 6/52"]), ". ")
    n("\n")
    if ctx.p(0.55):
        social(ctx, n, 2)
        n("\n")
    if ctx.p(0.5):
        n("Present: ", pt.his, " ", pt.kin.rel, " ", nm(pt.kin, ctx.ch(["given", "full"])), ctx.ch([
            ". Verbal consent obtained.", "; patient consented.", ", who helps with meals."]), "\n")
    if kind == "valve":
        days = r.randint(30, 190)
        prev = ctx.today - TD(days=days)
        n("\nSurgical voice restoration since ", ctx.Dp(c.surg if c.surg < ctx.today else prev), ".\n")
        n("Prosthesis removed: ", ctx.ch(["Provox Vega 22.5 Fr 8 mm", "Blom-Singer Classic 20 Fr 10 mm",
                                         "Provox ActiValve Light 8 mm"]), ", inserted ", ctx.D(prev),
          f" ({days} days). Reason: {ctx.ch(['leakage through valve', 'leak around', 'candida on valve flap', 'routine'])}.\n")
        n("Sizing: ", f"{ctx.ch(['6', '8', '8', '10'])} mm. Inserted: ", ctx.ch(["Provox Vega 22.5 Fr", "Provox Vega XtraSeal",
                                                                                 "Blom-Singer Indwelling 20 Fr"]))
        lab, val = ctx.dev()
        n(" (", lab, P(val, "DEVICE"), "). No leak on water swallow (blue dye).\n")
        n(f"Voice: good TE voice, MPT {r.randint(6, 22)} s, intelligibility {r.randint(80, 100)}%. HME: "
          f"{ctx.ch(['Provox XtraMoist', 'Provox Life Home', 'Blom-Singer HME'])}; hands-free valve trial "
          f"{ctx.ch(['successful', 'not tolerated - seal issues', 'planned'])}.\n")
        if ctx.p(0.35):
            n("Voice banking: recordings stored under voiceprint ID ", P(ctx.bioid(), "BIOID"),
              " (message banking project).\n")
        if ctx.p(0.5):
            n("Back at work as a ", P(pt.job, "PROFESSION"), ctx.ch(["; phone calls manageable.", "; tires by end of day.",
                                                                     ""]), "\n")
        n("Next change expected ~", ctx.Dp(ctx.today + TD(days=r.randint(60, 150))), ". Open access: ",
          P(ctx.phone() + (ctx.ext() if ctx.p(0.4) else ""), "PHONE"), "\n")
    else:
        mio = r.randint(12, 48)
        n(f"\nOromotor: lip seal {ctx.ch(['adequate', 'reduced L', 'reduced R'])}; tongue ROM {ctx.ch(['WFL', 'reduced elevation', 'reduced lateralisation', 'severely reduced (flap)'])}; "
          f"MIO {mio} mm{' (trismus)' if mio < 35 else ''}; dentition {ctx.ch(['own', 'edentulous, dentures not worn', 'partial upper denture'])}; "
          f"xerostomia {ctx.ch(['mild', 'moderate', 'severe', 'nil'])}.\n")
        n(f"Voice: GRBAS G{r.randint(0, 3)}R{r.randint(0, 2)}B{r.randint(0, 2)}A{r.randint(0, 1)}S{r.randint(0, 2)}; "
          f"speech intelligibility {r.randint(60, 100)}%.\n")
        if kind in ("fees", "vfss"):
            if kind == "fees":
                n("Scope: ", ctx.ch(["Olympus ENF-VH", "Pentax FNL-10RP3", "Ambu aScope 4 RhinoLaryngo (single use)"]))
                if ctx.p(0.6):
                    lab, val = ctx.dev()
                    n(", ", lab, P(val, "DEVICE"))
                n("; decontamination record attached. Trans-nasal, ", ctx.ch(["left", "right"]), " nostril, no LA.\n")
            else:
                n(f"Lateral and AP views, {ctx.ch(['Omnipaque', 'Varibar', 'barium'])} mixed to IDDSI levels; screening time "
                  f"{r.randint(60, 240)} s. Radiographer: ", nm(ctx.clin("radiographer"), ctx.ch(["full", "init_sur"])), ".\n")
            n(ctx.ch(["\nConsistency | Bolus | PAS | Residue | Notes\n", "\nTrials:\n"]))
            for lev, vol in r.sample(IDDSI, r.randint(3, 5)):
                pas = r.choice([1, 1, 2, 3, 5, 7, 8])
                n(f"{lev} | {vol} | PAS {pas} | {ctx.ch(['vallecular (Yale 2)', 'pyriform (Yale 3)', 'nil', 'diffuse'])} | "
                  f"{ctx.ch(['delayed initiation', 'silent', 'cleared with cued cough', 'spillage pre-swallow', 'reduced BOT retraction', '-'])}\n")
        elif kind == "bedside":
            n(f"Post-op day {-off}. Trache: {ctx.ch(['cuff deflated 4 h, tolerated', 'cuff up', 'decannulated yesterday'])}. "
              f"Modified Evans blue dye test: {ctx.ch(['negative', 'positive at 2 h', 'equivocal'])}. "
              f"Trials: ice chips, 3 x tsp water - {ctx.ch(['no overt signs', 'wet voice and cough', 'delayed cough'])}.\n")
        n(f"\nPROs: MDADI composite {r.randint(28, 92)}; EAT-10 {r.randint(0, 40)}/40"
          f"{'; Sydney Swallow Questionnaire ' + str(r.randint(120, 1400)) if ctx.p(0.4) else ''}; "
          f"FOIS {r.randint(1, 7)}; PSS-HN diet {ctx.ch(['0', '30', '50', '60', '100'])}.\n")
        n("\nImpression: ", ctx.ch(["moderate-severe pharyngeal dysphagia with silent aspiration of thin fluids",
                                    "mild oral dysphagia secondary to reduced tongue bulk", "functional swallow for modified diet",
                                    "late radiation-associated dysphagia (RAD) with reduced laryngeal elevation",
                                    "safe swallow, limited by xerostomia and trismus"]), ".\n")
        n("\nRecommendations:\n")
        recs = [f"Diet IDDSI level {r.choice([4, 5, 6, 7])}, fluids IDDSI {r.choice([0, 1, 2])}",
                f"Exercises: {ctx.ch(['Masako', 'Shaker', 'Mendelsohn manoeuvre', 'effortful swallow'])} and "
                f"{ctx.ch(['supraglottic swallow', 'tongue-hold', 'jaw stretches with TheraBite 7 x 7 x 7'])}",
                "Chin tuck for thin fluids", "Oral care 4 x daily, saliva substitute (Biotene)",
                "Continue PEG for hydration top-ups", "Upright 30 min after meals", "Trismus programme as per leaflet "]
        for x in r.sample(recs, r.randint(3, 5)):
            n("- ", x)
            if x.startswith("Trismus"):
                n("(", P(ctx.url("/slt/trismus"), "URL"), ")")
            n("\n")
        n("Review: ", ctx.D(ctx.today + TD(days=r.randint(14, 90))), ctx.ch([" (joint clinic)", "", " - video link"]), "\n")
    sign(ctx, n, s, lic=0.55, contact=0.5, dated=0.3)
    if ctx.p(0.3):
        n("cc: ", nm(ctx.clin("gp"), ctx.ch(["title_sur", "title_init_sur"])), ", ", P(ctx.ch(pools.GP_PRACTICES[ctx.c]), "HOSPITAL"),
          "; ", nm(ctx.clin("dietitian"), "full"), " (dietitian)\n")
    audit(ctx, n, s, 0.3)


# ------------------------------------------------------------------ dental / prosthodontic
def teeth(ctx, k):
    if ctx.c == "US":
        return [f"#{x}" for x in sorted(ctx.r.sample(range(1, 33), k))]
    q = [11, 12, 13, 14, 15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28, 31, 32, 33, 34, 35, 36, 37, 38, 41, 42, 43,
         44, 45, 46, 47, 48]
    return [str(x) for x in sorted(ctx.r.sample(q, k))]


def dental(ctx, n):
    r = ctx.r
    kind = ctx.ch(["prert", "prert", "obturator", "implant", "facial", "orn"])
    off = {"prert": r.randint(10, 30), "obturator": -r.randint(20, 400), "implant": -r.randint(300, 1500),
           "facial": -r.randint(200, 900), "orn": -r.randint(400, 2500)}[kind]
    c = make_case(ctx, off)
    if kind == "obturator":
        c.group, c.site = "maxilla", ctx.ch(["upper alveolus and hard palate", "maxillary sinus"])
    pt = ctx.pt
    d = ctx.clin("restorative")
    n(ctx.ch(["Restorative Dentistry", "Maxillofacial Prosthodontics", "Oral & Dental Health - Head and Neck",
              "Dental Oncology"]), " - ", {"prert": "Pre-radiotherapy dental assessment", "obturator": "Obturator review",
                                          "implant": "Implant planning (post-reconstruction)", "facial": "Facial prosthesis",
                                          "orn": "ORN review"}[kind], "\n")
    n(P(ctx.hosp, "HOSPITAL"), ctx.ch(["  Clinic ", "  Surgery "]), P(str(r.randint(1, 9)), "LOCATION_OTHER"), "   ",
      ctx.D(ctx.today), "\n")
    id_header(ctx, n, ctx.ch(["lines", "bar", "grid"]), addr=ctx.p(0.4))
    gdp = ctx.clin("dentist")
    n(ctx.ch(["GDP: ", "Own dentist: ", "General dentist: "] if ctx.c != "US" else ["General dentist: ", "Dentist: "]), nm(gdp, ctx.ch(["title_sur", "title_full", "full"])), ", ",
      P(ctx.ch(pools.DENTAL), "HOSPITAL"))
    if ctx.p(0.4):
        n(", tel ", P(ctx.phone(), "PHONE"))
    n(" - ", ctx.ch(["last attended ", "last seen "]), ctx.Dp(ctx.today - TD(days=r.randint(200, 1800))), "\n")
    if kind == "facial":
        n("\nDiagnosis: ", ctx.ch(["nasal vestibule SCC", "periauricular cutaneous SCC", "ethmoid adenocarcinoma with orbital invasion",
                                   "recurrent BCC nose"]), ", resected ", ctx.Dp(ctx.today + TD(days=off)), "\n")
    else:
        n("\nDiagnosis: ", dx_line(ctx, c), "\n")
    if kind == "prert":
        n(f"Planned treatment: {c.rt_dose}" + (f" + {c.chemo}" if c.chemo else ""), ctx.ch([", bilateral neck", ", unilateral",
                                                                                        ""]),
          " - planned start ", ctx.D(c.rt_start), " (", nm(ctx.clin("oncologist"), "title_sur"), ").\n")
        bpe = " ".join(str(r.randint(0, 4)) for _ in range(3)) + " / " + " ".join(str(r.randint(0, 4)) for _ in range(3))
        n(f"\nExamination:\nBPE {bpe}. Plaque score {r.randint(20, 90)}%. DMFT {r.randint(6, 28)}.\n")
        ex = teeth(ctx, r.randint(2, 6))
        n(f"Unrestorable / poor prognosis (in high-dose field): {', '.join(ex)}.\n")
        n(f"OPG ", ctx.D(ctx.today - TD(days=r.randint(0, 10))), f": periapical radiolucency {ex[0]}, horizontal bone loss "
          f"{ctx.ch(['30%', '40-50%', 'generalised mild'])}, no suspicious bony lesion (Frankfort plane horizontal, good positioning).\n")
        n("\nPlan:\n")
        n(f"1. XLA {', '.join(ex)} under {ctx.ch(['LA', 'LA + sedation', 'GA (with EUA)'])} on ", ctx.D(ctx.today + TD(days=r.randint(2, 7))),
          " - allows >=10 days healing before RT start.\n")
        n("2. Duraphat 5000 ppm toothpaste; fluoride trays made (impressions taken today).\n")
        n("3. ORN risk explained (", ctx.ch(["~5-7%", "lifelong", "increased if smoking"]), "); no extractions post-RT without discussing with us.\n")
        n("4. Hygienist ", nm(ctx.clin("hygienist"), ctx.ch(["full", "given"])), " - OHI and scale; 3-monthly recall.\n")
    elif kind == "obturator":
        n("Surgery: ", c.proc if "maxillectomy" in c.proc else f"{c.side} partial maxillectomy", " on ", ctx.Dn(ctx.today + TD(days=off)),
          f". Defect Aramany class {ctx.ch(['I', 'II', 'IV'])}.\n")
        n(f"Current: {ctx.ch(['surgical obturator', 'interim obturator', 'definitive obturator (cobalt-chrome)'])}; "
          f"complaints: {ctx.ch(['nasal escape of fluids', 'hypernasal speech', 'sore on buccal sulcus', 'loose'])}.\n")
        n(f"Exam: defect healing, {ctx.ch(['no recurrence seen', 'granulation tissue posteriorly - photo taken'])}; "
          f"abutment teeth {', '.join(teeth(ctx, 2))}.\n")
        n("Plan: reline with ", ctx.ch(["Viscogel", "Coe-Soft", "permanent soft liner"]), "; secondary impressions ",
          ctx.D(ctx.today + TD(days=r.randint(7, 21))), "; lab: ", P(ctx.ch(["Harbour Dental Laboratory", "Precision Prosthetics Ltd",
                                                                            "Fenwick Dental Lab", "Kiwi Dental Workshop"]),
                                                                   "ORGANIZATION"), ", job no. ", P(f"J{ctx.dig(6)}", "IDNUM"), ".\n")
    elif kind == "implant":
        n("Reconstruction: ", c.flap, " (", ctx.Dp(ctx.today + TD(days=off)), ")", "; " + (c.rt_dose or "no RT") + ".\n")
        n(f"CBCT {ctx.ch(['', 'reviewed'])} ", ctx.D(ctx.today - TD(days=r.randint(3, 30))), f": bone height {r.randint(9, 16)} mm, "
          f"width {r.randint(5, 9)} mm in fibula segment.\n")
        n(f"Plan: {r.randint(2, 4)} implants ({ctx.ch(['Straumann BLT 4.1 x 10 mm', 'Nobel Parallel CC 4.3 x 10', 'Neoss ProActive'])})"
          f" - guided surgery; {ctx.ch(['HBO not indicated', 'HBO 20/10 (Marx) considered - declined', 'PENTOCLO prophylaxis'])}. "
          f"Funding: {ctx.ch(['NHS (restorative)', 'ACC', 'insurance pre-auth'])}")
        if ctx.c == "US":
            n(" #", P(f"PA{ctx.dig(7)}", "IDNUM"))
        n(".\n")
    elif kind == "facial":
        part = ctx.ch(["auricular", "nasal", "orbital", "mid-facial"])
        n(f"Defect: {part} following {ctx.ch(['total rhinectomy', 'orbital exenteration', 'pinnectomy', 'resection'])}.\n")
        n("3D surface scan today (", ctx.ch(["Artec Eva", "structured-light", "photogrammetry"]), "); facial scan ID ",
          P(ctx.bioid(), "BIOID"), ctx.ch(["", " - stored in secure PACS folder"]), ".\n")
        n(f"Prosthesis: silicone ({ctx.ch(['A-2186', 'MDX4-4210'])}), {ctx.ch(['adhesive-retained', 'implant-retained (2 bone-anchored)', 'spectacle-retained'])}; "
          f"shade matched under daylight lamp. Technician: ", nm(ctx.new_clin("hygienist"), ctx.ch(["full", "given_init"])), ".\n")
        if ctx.p(0.5):
            hol = ["Christmas", "Easter", "Diwali", "Eid", "Thanksgiving" if ctx.c == "US" else "New Year"]
            n("Patient wants it ready before ", P(ctx.ch(hol), "DATE"), " (", pt.his, " ", pt.kin.rel, " ",
              nm(pt.kin, "given"), " is organising a family gathering).\n")
    else:
        n("Exposed bone ", c.side, " posterior mandible since ", ctx.Dp(ctx.today - TD(days=r.randint(40, 300))),
          f" ({r.randint(4, 20)} x {r.randint(3, 10)} mm), ", ctx.ch(["following extraction of ", "spontaneous near "]),
          teeth(ctx, 1)[0], ". RT ", c.rt_dose or "70 Gy/35#", " (", ctx.Dp(c.rt_end), ").\n")
        n(f"Notani {ctx.ch(['I', 'II'])}. Pain {r.randint(0, 8)}/10. No fistula.\n")
        n("Plan: PENTO (pentoxifylline 400 mg BD + tocopherol 1000 IU OD) ", ctx.ch(["+ clodronate", ""]),
          "; chlorhexidine 0.2%; smooth sharp edges; review ", ctx.D(ctx.today + TD(days=r.randint(28, 84))), ".\n")
    if ctx.p(0.4):
        social(ctx, n, 1)
        n("\n")
    sign(ctx, n, d, lic=0.5, contact=0.4, dated=0.2)
    if ctx.p(0.5):
        n("cc: ", nm(gdp, ctx.ch(["title_sur", "title_full"])), " (GDP)", ctx.ch([", ", "; "]),
          nm(ctx.clin("surgeon"), "title_sur"), "\n")
    audit(ctx, n, d, 0.3)


# ------------------------------------------------------------------ tracheostomy care record
def trache(ctx, n):
    r = ctx.r
    c = make_case(ctx, -r.randint(1, 12))
    while not c.surgical:
        c = make_case(ctx, -r.randint(1, 12))
    lary = c.group == "larynx" and "laryngectomy" in c.proc
    pt = ctx.pt
    n(ctx.ch(["TRACHEOSTOMY CARE RECORD", "Tracheostomy / Laryngectomy Care Bundle", "Trache daily care chart"]), "\n")
    if c.surg >= ctx.today - TD(days=4):
        c.surg = ctx.today - TD(days=r.randint(5, 9))
    n(P(ctx.hosp, "HOSPITAL"), " - ", P(ctx.ward, "HOSPITAL"))
    if ctx.p(0.3):
        n("  Bay ", P(str(r.randint(1, 6)), "LOCATION_OTHER"), ", bed ")
    else:
        n(ctx.ch(["   Bed ", "  SR ", "  Side room "]))
    n(P(str(r.randint(1, 30)), "LOCATION_OTHER"), "\n")
    id_header(ctx, n, ctx.ch(["bar", "label", "grid"]), addr=False)
    if lary:
        n("\n*** LARYNGECTOMY - NECK BREATHER ONLY. Cannot be intubated/oxygenated via mouth or nose. ***\n")
        n("Stoma: ", ctx.ch(["laryngectomy tube Larytube 9 x 36", "no tube - stoma button", "Shiley laryngectomy tube 8"]), "\n")
    else:
        tube = ctx.ch(["Shiley 8.0 cuffed (DCT)", "Portex Blue Line Ultra 7.0 cuffed", "Tracoe Twist 8.0 cuffed",
                       "Portex Suctionaid 8.0", "Shiley 6 uncuffed fenestrated"])
        n("\nTube: ", tube, "   Inner cannula: yes")
        lab, val = ctx.dev()
        n("   ", lab, P(val, "DEVICE"), "\n")
        n("Inserted: ", ctx.D(c.surg), " (surgical, ", nm(ctx.clin("surgeon"), "title_sur"), ")   Upper airway: ",
          ctx.ch(["patent", "potentially difficult - flap", ctx.sp("oedematous", "edematous")]), "\n")
        n("Spare tubes at bedside: same size + one size smaller; tracheal dilators, suction, O2 - checked.\n")
    n("Emergency algorithm: ", ctx.sp("NTSP bedhead sign displayed. ", "airway bedside sign posted. "),
      {"UK": ctx.ch(["Resus 2222", "Call 2222 / 999 if out of hospital"]), "US": ctx.ch(["Call Code Blue", "Rapid response; 911 at home"]),
       "NZ": ctx.ch(["Call 777 MET", "Call 777 / 111 if at home"])}[ctx.c], "\n\n")
    sep = ctx.ch([" | ", "  "])
    hdr = ["Date", "Time", "Cuff (cmH2O)", "IC changed", "Stoma", "Secretions", "Suction", "Humid.", "SpO2", "Sign"]
    if lary:
        hdr[2] = "Tube in"
    n(sep.join(hdr), "\n")
    staff = [ctx.person("DOCTOR") for _ in range(r.randint(2, 3))]
    dst = ctx.ch(["dm", "ddmm", "d_m3"]) if ctx.c != "US" else ctx.ch(["md", "m3_d"])
    rows = r.randint(6, 12)
    d0 = ctx.today - TD(days=(rows - 1) // 3)
    for i in range(rows):
        d = d0 + TD(days=i // 3)
        tm = ["06:00", "14:00", "22:00"][i % 3]
        cuff = str(r.randint(18, 30)) if not lary else ctx.ch(["yes", "no"])
        vals = [tm, cuff, ctx.ch(["Y", "Y", "N", "Y (x2)"]), ctx.ch(["clean", "clean/dry", "red, dressing changed", "slough"]),
                ctx.ch(["thin white", "thick yellow", "mucoid", "blood-stained streaks", "minimal"]),
                ctx.ch(["x1", "x2", "x3", "nil", "x4"]), ctx.ch(["HME", "heated humid.", "Swedish nose", "nebs NaCl 0.9%"]),
                f"{r.randint(92, 99)}%"]
        n(ctx.D(d, dst), sep, sep.join(vals), sep, P(staff[i % len(staff)].ini(), "DOCTOR"), "\n")
    n("\nNotes:\n")
    notes = []
    if not lary:
        notes.append(lambda: n(f"Cuff deflation trial {ctx.ch(['2 h', '4 h', '24 h'])} - {ctx.ch(['tolerated', 'tolerated, minimal secretions', 'desaturated, re-inflated'])}. "))
        notes.append(lambda: n("Speaking valve (Passy-Muir) trial with SLT ", nm(ctx.clin("slt"), ctx.ch(["full", "given"])),
                               ctx.ch([" - voicing well.", " - back-pressure, stopped.", " - 30 min supervised."])))
        notes.append(lambda: n("First tube change day ", str(r.randint(5, 8)), ", done by ", nm(ctx.clin("registrar"),
                                                                                                 ctx.ch(["title_sur", "full"])),
                               " - downsized to size ", ctx.ch(["6", "7"]), " uncuffed. "))
        notes.append(lambda: n("Decannulation planned ", ctx.D(ctx.today + TD(days=r.randint(1, 4))), " if cap trial 24 h ok. "))
    else:
        notes.append(lambda: n("TEP: catheter in situ; prosthesis (Provox Vega) to be fitted by SLT ",
                               nm(ctx.clin("slt"), ctx.ch(["full", "given"])), " ", ctx.D(ctx.today + TD(days=r.randint(3, 10))), ". "))
        notes.append(lambda: n("Patient using whiteboard and electrolarynx (Servox) to communicate. "))
    notes.append(lambda: n(pt.kin.rel.capitalize(), " ", nm(pt.kin, ctx.ch(["given", "full"])),
                           " taught suction/IC cleaning - competency ", ctx.ch(["1/3", "2/3", "signed off"]), ". "))
    notes.append(lambda: n("Blocked IC at ", ctx.time(), " - changed, good air entry after. "))
    notes.append(lambda: n("Physio (", nm(ctx.clin("physio"), ctx.ch(["given", "full"])), ") - chest clear, ACBT taught. "))
    for fn in r.sample(notes, r.randint(2, min(4, len(notes)))):
        fn()
        n("\n")
    if ctx.p(0.4):
        n("Discharge training: community nurse ", nm(ctx.person("DOCTOR"), ctx.ch(["full", "given_init"])), ", ",
          P(ctx.ch(pools.GP_PRACTICES[ctx.c]), "HOSPITAL"), ", ", P(ctx.phone(), "PHONE"),
          "; supplies via ", P(ctx.ch(pools.FEED_COS + ["Larynx Supplies Direct", "TrachCare Direct"]), "ORGANIZATION"),
          " (customer no. ", P(ctx.acct(), "ACCOUNT"), ").\n")
    who = ctx.clin("nurse")
    sign(ctx, n, who, lic=0.25, contact=0.2, dated=0.6, lead=ctx.ch(["\nNurse in charge: ", "\nCompleted by: "]))
    audit(ctx, n, who, 0.35)
    at(ctx, ctx.today)
