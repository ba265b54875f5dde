"""Genres: maxillofacial operative note, free-flap monitoring chart (dev247_en)."""
import datetime

from blocks import at, audit, dx_line, id_header, make_case, sign, weekday
from core import P, nm

TD = datetime.timedelta

TRACHE = ["Shiley 8.0 cuffed", "Portex Blue Line Ultra size 8.0 cuffed", "Tracoe Twist 7.0 cuffed",
          "Shiley 6 DCT", "Portex Uniperc 7.0", "Bivona 7.0 cuffed"]
RECIP_A = ["facial artery", "superior thyroid artery", "lingual artery", "superficial temporal artery",
           "transverse cervical artery"]
RECIP_V = ["common facial vein", "IJV (end-to-side)", "external jugular vein", "superior thyroid vein"]


def dev_piece(ctx, n, what):
    lab, val = ctx.dev()
    n(what, " (", lab, P(val, "DEVICE"), ")")


def op_cancer(ctx, n, c, sur, reg):
    r = ctx.r
    n(ctx.ch(["Procedure details:\n", "DESCRIPTION OF PROCEDURE\n", "Operative details:\n"]))
    steps = []
    lary = "laryngectomy" in c.proc
    tor = "transoral" in c.proc
    if lary:
        steps.append(lambda: (n("Larynx resected (wide-field), pharynx closed in T-fashion (3/0 Vicryl), cricopharyngeal myotomy. "
                                "End tracheostome fashioned; primary TEP with "), dev_piece(ctx, n, "Provox Vega 22.5 Fr 8 mm"),
                              n(".\n")))
    elif c.free:
        steps.append(lambda: (n(f"Tracheostomy: horizontal incision 2 cm above sternal notch, thyroid isthmus divided, "
                                f"Bjork flap. "), dev_piece(ctx, n, ctx.ch(TRACHE) + " inserted"),
                              n(", sutured and tapes secured.\n")))

    def resect():
        if tor:
            mg, how = ctx.ch(["2", "3", "2-3"]), ctx.ch(["with CO2 laser (Acublade)", "with da Vinci Xi, monopolar spatula"])
        else:
            mg, how = ctx.ch(["10", "10", "15"]), ctx.ch(["under loupe magnification", "using monopolar/bipolar", "with harmonic scalpel"])
        n(f"Resection: {c.proc.split(',')[0]} with {mg} mm margins {how}. ")
        if c.group == "maxilla":
            n("Weber-Ferguson approach avoided; intra-oral access, osteotomies at Le Fort I level. ")
        n(f"Frozen sections: {ctx.ch(['deep and posterior margins clear', 'anterior margin involved - further 5 mm taken, clear'])}.\n")
    if not lary:
        steps.append(resect)

    def neck():
        n(f"Neck dissection ({c.side}): levels I-{ctx.ch(['III', 'IV'])}; marginal mandibular nerve, spinal accessory nerve, "
          f"hypoglossal and lingual nerves identified and preserved. IJV and SCM preserved. "
          f"{ctx.ch(['Enlarged level IIa node sent separately.', 'No obvious nodal disease.', 'Thoracic duct area checked with Valsalva - no chyle leak.'])}\n")
    if "neck dissection" in c.proc:
        steps.append(neck)

    def flap():
        ab = c.flap_abbr
        if ab == "RFFF":
            n(f"Flap: {ctx.ch(['left', 'right'])} (non-dominant) RFFF; Allen's test normal pre-op. Tourniquet 250 mmHg for "
              f"{r.randint(45, 95)} min. Skin paddle {r.randint(5, 9)} x {r.randint(3, 6)} cm, cephalic vein harvested. "
              f"Donor site: FTSG from forearm/abdomen, Jelonet and bolster.\n")
        elif ab in ("FFF", "DCIA", "scapula"):
            n(f"Flap: {c.flap} ({ab}). Patient-specific cutting guides and pre-bent plate (planning case ",
              P(f"{ctx.let(2)}-{ctx.dig(6)}", "IDNUM"), f"). {r.randint(2, 3)} osteotomies; bone length "
              f"{r.randint(55, 110)} mm. ")
            dev_piece(ctx, n, "2.0 mm locking reconstruction plate")
            n(f" with {r.randint(8, 14)} screws. Donor site closed over drain{ctx.ch(['', ', split skin graft to skin paddle site'])}.\n")
        else:
            n(f"Flap: {c.flap} ({ab}), {r.randint(1, 3)} perforators identified on hand-held Doppler; skin paddle "
              f"{r.randint(8, 20)} x {r.randint(5, 9)} cm, thinned. Donor closed primarily over 12 Fr drain.\n")
        n(f"Microvascular anastomosis: artery to {ctx.ch(RECIP_A)} end-to-end with interrupted {ctx.ch(['9/0', '8/0', '10/0'])} "
          f"nylon under the microscope; vein to {ctx.ch(RECIP_V)} ")
        if ctx.p(0.7):
            dev_piece(ctx, n, f"with {ctx.ch(['2.5', '3.0', '3.5'])} mm GEM coupler")
        else:
            n("hand-sewn 9/0")
        n(f". Ischaemia time {r.randint(35, 110)} min. Good capillary refill and bleeding on release. "
          f"Doppler signal marked with {ctx.ch(['5/0', '6/0'])} Prolene.\n")
        if ctx.p(0.35):
            dev_piece(ctx, n, "Implantable Cook-Swartz Doppler probe placed on venous outflow")
            n(".\n")
    if c.free:
        steps.append(flap)
    for fn in steps:
        n("- " if ctx.p(0.5) else "", "")
        fn()
    n(f"Closure: {ctx.ch(['3/0 Vicryl', '4/0 Vicryl Rapide', '4/0 Monocryl'])} intra-orally; "
      f"{ctx.ch(['2 x 10 Fr Redivac', '12 Fr Blake', '2 x size 10 Redivac'])} drains; skin "
      f"{ctx.ch(['staples', '5/0 Prolene', '4/0 Vicryl Rapide'])}.\n")


def op_trauma(ctx, n, sur):
    r = ctx.r
    side = ctx.ch(["left", "right"])
    d_inj = ctx.today - TD(days=r.randint(1, 6))
    n("Indication: fracture mandible - ", side, " angle and ", ctx.ch(["left", "right"]), " parasymphysis, sustained ",
      ctx.ch(["in an assault", "falling from a ladder", "in a rugby tackle", "in a cycling accident"]), " on ",
      ctx.Dn(d_inj))
    if ctx.p(0.4):
        n(" outside ", P(ctx.ch(["The Crown & Anchor", "Mayfield Tavern", "Royal Oak Inn", "Gateway Bar"]),
                         "LOCATION_OTHER"), ", ", P(ctx.pt.addr["city"], "CITY"))
    n(". Deranged occlusion, lower lip numbness (IAN). C-spine cleared (Canadian C-spine rule) - Philadelphia collar removed in ED.")
    if ctx.c == "NZ":
        n(" ACC claim no. ", P(f"{ctx.let(2)}{ctx.dig(8)}", "HEALTHPLAN"), ".")
    n("\n\nProcedure details:\n")
    n(f"Nasotracheal intubation (Cormack-Lehane grade {r.randint(1, 3)}). IMF screws x 4 placed, occlusion established. "
      f"Intra-oral approach to {side} angle: champy plate ")
    lab, val = ctx.dev()
    n("(", lab, P(val, "DEVICE"), f") along external oblique ridge, 4 monocortical screws. Parasymphysis: two 2.0 mm "
      f"mini-plates, {r.randint(8, 10)} screws. Tooth 38 in fracture line removed. IMF released, occlusion checked and "
      f"reproducible. Closure 3/0 Vicryl.\n")


def opnote(ctx, n):
    trauma = ctx.p(0.22)
    c = make_case(ctx, 0)
    while not c.surgical:
        c = make_case(ctx, 0)
    pt = ctx.pt
    sur, reg, an = ctx.clin("surgeon"), ctx.clin("registrar"), ctx.clin("anaesthetist")
    us = ctx.c == "US"
    n(ctx.ch(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record", "Op note - Maxillofacial"]) if not us else
      ctx.ch(["OPERATIVE REPORT", "BRIEF OP NOTE / OPERATIVE REPORT"]), "\n")
    n(P(ctx.hosp, "HOSPITAL"), ctx.ch([" - Theatre ", " | OR ", ", Theatre "]), P(str(ctx.r.randint(1, 14)), "LOCATION_OTHER"),
      "   Date: ", ctx.D(ctx.today), "\n")
    h0, m0 = ctx.r.randint(8, 10), ctx.ch([0, 15, 30, 45])
    h1 = h0 + (ctx.r.randint(1, 2) if trauma else ctx.r.randint(3, 10))
    n(ctx.ch(["Knife to skin ", "Start ", "Incision "]), f"{h0:02d}:{m0:02d}", ctx.ch(["   Closure ", "   Finish ", "  End "]),
      f"{h1:02d}:{ctx.ch(['05', '20', '40', '55'])}", "\n")
    id_header(ctx, n, ctx.ch(["bar", "label", "grid"]), addr=False)
    n("Ward: ", P(ctx.ward, "HOSPITAL"))
    if ctx.p(0.5):
        n("  Bed ", P(str(ctx.r.randint(1, 28)), "LOCATION_OTHER"))
    if us and ctx.p(0.6):
        n("   Encounter: ", P(ctx.acct(), "ACCOUNT"))
    n("\n\n")
    n(ctx.ch(["Surgeon: ", "Consultant: ", "Primary surgeon: "]), nm(sur, ctx.ch(["title_full", "title_sur", "full_cred"])), "\n")
    n(ctx.ch(["Assistant: ", "Assistant(s): ", "1st assist: "]), nm(reg, ctx.ch(["title_sur", "full", "title_init_sur"])),
      " (", reg.cred, ")")
    if ctx.p(0.5):
        f2 = ctx.new_clin("registrar")
        n(", ", nm(f2, ctx.ch(["title_sur", "full"])), ctx.ch([" (fellow)", " (CT2)", " (PGY-2)" if us else " (FY2)"]))
        ctx.staff["registrar"] = reg
    n("\n", ctx.sp("Anaesthetist: ", "Anesthesia: "), nm(an, ctx.ch(["title_sur", "title_full", "full_cred"])), "\n")
    if ctx.p(0.6):
        sc = ctx.clin("nurse")
        n("Scrub: ", nm(sc, ctx.ch(["full", "given_init"])), ctx.ch(["    ODP: ", "   Circulator: "]),
          nm(ctx.new_clin("nurse"), ctx.ch(["full", "init_sur"])), "\n")
        ctx.staff["nurse"] = sc
    n("\n")
    if trauma:
        n("Diagnosis: fractured mandible\nProcedure: ORIF mandible, IMF screws, removal of tooth in fracture line",
          ctx.ch(["", " (OPCS V16.2)", " (CPT 21470)" if us else ""]), "\n")
        op_trauma(ctx, n, sur)
    else:
        n(ctx.ch(["Pre-operative diagnosis: ", "Diagnosis: ", "Indication: "]), dx_line(ctx, c), "\n")
        n(ctx.ch(["Procedure: ", "Operation: ", "Procedure(s) performed: "]), c.proc[0].upper() + c.proc[1:], "\n")
        if ctx.p(0.6):
            n(ctx.ch(["MDT ", "Discussed at MDT "]), ctx.Dn(c.mdt), "; consent form ", ctx.ch(["1", "A"]), " signed ",
              ctx.Dn(ctx.today - TD(days=ctx.r.randint(1, 14))), " with ", nm(sur, "title_sur"), ".\n")
        n("Anaesthesia: GA via ", ctx.ch(["awake tracheostomy under LA", "oral tube, then tracheostome"]) if "laryngectomy" in c.proc else
          ctx.ch(["microlaryngoscopy tube", "oral tube (laser-safe)"]) if "transoral" in c.proc else
          ctx.ch(["nasotracheal tube", "oral RAE tube then tracheostomy", "awake fibreoptic intubation"]),
          ". Antibiotics: ", ctx.ch(["co-amoxiclav 1.2 g IV", "cefazolin 2 g IV + metronidazole 500 mg IV",
                                    "clindamycin 600 mg IV (penicillin allergy)"]), " at induction. VTE: IPC + ",
          ctx.ch(["enoxaparin 40 mg SC at 6 h", "dalteparin 5000 units post-op", "heparin 5000 units SC q8h"]), ".\n\n")
        fnd = ["exposed necrotic bone with pus", "sequestrum, pathological fracture"] if c.group == "orn" else [
            f"{ctx.r.randint(15, 45)} mm ulcerated {ctx.sp('tumour', 'tumor')} as expected",
            "lesion larger than on MRI, crossing midline posteriorly", "no mandibular involvement on palpation",
            f"{ctx.sp('tumour', 'tumor')} confined to site, nodes palpable at level II"]
        n("Findings: ", ctx.ch(fnd), ".\n\n")
        op_cancer(ctx, n, c, sur, reg)
    r = ctx.r
    n(f"\nEBL: {r.randint(150, 1200)} ml.  Fluids: {r.randint(2, 6)} L crystalloid" +
      ctx.ch(["", f", {r.randint(1, 2)} units RBC"]) + ". Urine output adequate.\n")
    n("Complications: ", ctx.ch(["none", "nil", "none intra-op", "brief hypotension, responded to fluids"]), "\n")
    if not trauma:
        n("Specimens: to histopathology, request ", P(ctx.accession(), "IDNUM"), "\n")
    n("\n", ctx.ch(["Post-op plan:\n", "POST-OPERATIVE INSTRUCTIONS\n", "Plan:\n"]))
    plan = ["Flap obs hourly for 24 h then 2-hourly (see chart); keep MAP >70, SpO2 >94%, Hb 80-100",
            "No tight tapes/collars around neck; head neutral", "NBM; NG feed via 12 Fr NGT from POD 1 per dietitian",
            "Drains on suction, remove when <30 ml/24 h", "Chlorhexidine mouthwash, Corsodyl gel to suture line",
            "Analgesia: paracetamol 1 g QDS, oxycodone PCA", "SLT review POD 3-5", "CXR to check NGT position"]
    if not trauma and not c.free:
        plan = plan[1:]
    if trauma:
        plan = ["Soft diet 6/52, no contact sport", "Co-amoxiclav 625 mg TDS 5/7", "OPG post-op",
                "Review in fracture clinic 1/52", "Elastics provided, wire cutters not required"]
    for line in r.sample(plan, r.randint(3, len(plan))):
        n("- ", line, "\n")
    if ctx.p(0.4):
        n("Disposition: ", ctx.ch(["ICU", "HDU", "PACU then ward", "SICU", "Level 2 bed"]), "\n")
    if ctx.p(0.3) and not trauma:
        n("Spoke to ", pt.his, " ", pt.kin.rel, " ", nm(pt.kin, ctx.ch(["given", "full"])), " by phone at ", ctx.time(),
          " (", P(pt.kin.tel, "PHONE"), ") - update given.\n")
    sign(ctx, n, sur, lic=0.5, contact=0.3, dated=0.6)
    if us and ctx.p(0.5):
        n("D: ", ctx.D(ctx.today), "  T: ", ctx.D(ctx.today + TD(days=1)), "  Job #: ", P(ctx.dig(7), "IDNUM"),
          "  ", P(sur.ini().lower(), "DOCTOR"), "/", P(ctx.clin("scribe").ini().lower(), "DOCTOR"), "\n")
    audit(ctx, n, reg, 0.35)


# ------------------------------------------------------------------ free flap chart
COLOURS = ["pink", "pink", "pink", "pale pink", "pink/warm", "slightly pale", "dusky", "pink"]


def flapchart(ctx, n):
    c = make_case(ctx, -ctx.r.randint(0, 2))
    while not (c.free and c.surgical):
        c = make_case(ctx, -ctx.r.randint(0, 2))
    pt = ctx.pt
    r = ctx.r
    sur = ctx.clin("surgeon")
    n(ctx.ch(["FREE FLAP OBSERVATION CHART", "Free Flap Monitoring Record", "FLAP OBS - Microvascular Free Tissue Transfer"]),
      ctx.ch(["   ", "\n"]), P(ctx.hosp, "HOSPITAL"), "\n")
    id_header(ctx, n, ctx.ch(["bar", "label"]), addr=False)
    n("Ward: ", P(ctx.ward, "HOSPITAL"), ctx.ch(["   Bed: ", "  Bay ", "   Side room "]), P(str(r.randint(1, 24)), "LOCATION_OTHER"),
      "\n")
    defect = {"maxilla": "maxillectomy defect", "parotid": "parotidectomy/facial defect", "skin": "lateral face and parotid bed",
              "hypo": "pharynx", "orn": "mandible", "larynx": "pharynx"}.get(c.group, c.site)
    n("Flap: ", c.flap_abbr, ctx.ch([" to ", " - reconstruction of "]), defect, "   Date of surgery: ", ctx.D(c.surg), "\n")
    n("Consultant: ", nm(sur, ctx.ch(["title_sur", "title_init_sur"])))
    if ctx.p(0.5):
        n("   Anastomosis: ", ctx.ch(RECIP_A), " / ", ctx.ch(RECIP_V))
    n("\n")
    if ctx.p(0.4):
        n("Monitoring: implantable Doppler (probe ")
        lab, val = ctx.dev()
        n(lab, P(val, "DEVICE"), ") + clinical\n")
    else:
        n("Monitoring: clinical + hand-held Doppler (site marked with Prolene suture)\n")
    n("Frequency: ", ctx.ch(["30-min x 4 h, hourly to 24 h, 2-hourly to 72 h, 4-hourly to day 5",
                             "hourly for 24 h, 2-hourly 24-48 h, 4-hourly thereafter"]), "\n")
    sho = ctx.new_clin("registrar")
    n("ESCALATE to ", ctx.ch(["OMFS SHO", "on-call OMFS registrar", "ENT on-call", "maxfax resident"]), " ",
      ctx.ch(["bleep ", "pager "]), P(ctx.bleep(), "PHONE"), " / switchboard ", P(ctx.phone(), "PHONE"),
      " if pale, mottled, blue, CRT <1 s or >3 s, cold, tense, loss of Doppler signal or dark rapid pin-prick bleed.\n\n")
    nurses = [ctx.person("DOCTOR") for _ in range(r.randint(2, 4))]
    inis = [p.ini(ctx.p(0.3)) for p in nurses]
    cols = ["Date", "Time", "Colour", "CRT", "Temp", "Turgor", "Doppler", "Pin-prick", "MAP", "UO ml/h", "Init"]
    sep = ctx.ch([" | ", "  ", "\t", ", "])
    if ctx.p(0.3):
        cols = cols[:9] + ["Init"]
    n(sep.join(cols), "\n")
    if sep == " | ":
        n(sep.join("-" * len(x) for x in cols), "\n")
    t = datetime.datetime(c.surg.year, c.surg.month, c.surg.day, r.randint(14, 20), 0)
    nrows = r.randint(9, 18)
    dstyle = ctx.ch(["dm", "ddmm", "d_m3"]) if ctx.c != "US" else ctx.ch(["md", "m3_d"])
    every = ctx.p(0.5)
    last = None
    event = r.randint(3, nrows - 2) if ctx.p(0.5) else -1
    ev_time = "later"
    for i in range(nrows):
        d = t.date()
        if every or d != last:
            n(ctx.D(d, dstyle))
        else:
            n("\"" if sep == " | " else "")
        last = d
        col = "dusky" if i == event else ctx.ch(COLOURS[:6])
        crt = "<1s" if i == event else ctx.ch(["2s", "<2s", "2 s", "1-2s", "2"])
        vals = [f"{t.hour:02d}:{t.minute:02d}", col, crt, ctx.ch(["warm", "warm", "W", "cool"]),
                ctx.ch(["soft", "soft", "normal", "slightly tense" if i == event else "soft"]),
                ctx.ch(["+++", "++", "present", "+", "audible"]) if i != event else "faint",
                ctx.ch(["bright red", "bright", "fresh", "-", "n/d"]), str(r.randint(68, 98))]
        if len(cols) == 11:
            vals += [str(r.randint(25, 140))]
        n(sep, sep.join(vals), sep, P(inis[(i // 4) % len(inis)], "DOCTOR"), "\n")
        if i == event:
            ev_time = f"{t.hour:02d}:{t.minute + 10:02d}"
        step = 30 if i < 3 else (60 if i < 12 else 120)
        t += TD(minutes=step)
    n("\nComments:\n")
    if event >= 0:
        n(f"Row {event + 1}: flap dusky with brisk CRT. ", nm(sho, ctx.ch(["title_sur", "given", "full"])), " (",
          sho.cred, ") reviewed ", ev_time, ": trache ties loosened, head repositioned, dressing removed; ")
        if ctx.p(0.5):
            n("improved within 20 min. Consultant ", nm(sur, "title_sur"), " informed by phone.\n")
        else:
            n("no improvement - ", nm(sur, "title_sur"), " attended, returned to theatre ", ctx.time(),
              " for exploration (venous thrombosis, coupler redone).\n")
    n(ctx.ch(["Patient comfortable, ", "Settled overnight, ", "Alert, "]), f"pain score {r.randint(0, 5)}/10, "
      f"drains {r.randint(20, 180)} ml and {r.randint(10, 90)} ml. ")
    if ctx.p(0.5):
        n(ctx.ch(["Wife ", "Family "]) if pt.kin.rel == "wife" else pt.kin.rel.capitalize() + " ",
          nm(pt.kin, ctx.ch(["given", "full"])), " visited, ")
        if ctx.p(0.25):
            n("back on ", weekday(ctx), " with grandchildren.")
        else:
            n(ctx.ch(["updated by nurse in charge.", "asked about visiting hours.", "will phone tomorrow."]))
    n("\n")
    if ctx.p(0.6):
        n("Key: ")
        for j, (p, ini) in enumerate(zip(nurses, inis)):
            n("" if j == 0 else "; ", P(ini, "DOCTOR"), " = ", nm(p, ctx.ch(["full", "init_sur", "given_init"])),
              ctx.ch([" RN", ", RN", " (SN)", ""]))
        n("\n")
    if ctx.p(0.35):
        n("Handover to ", ctx.ch(["night", "day"]), " staff: ", nm(nurses[-1], ctx.ch(["full", "given"])), ", ",
          P(ctx.ward, "HOSPITAL"), ", ext ", P(ctx.bleep(), "PHONE"), "\n")
    if ctx.p(0.3):
        n("Chart scanned ", ctx.D(ctx.today + TD(days=3)), " by ", P(ctx.clin("scribe").user, "USERNAME"), " - batch ",
          P(f"SC{ctx.dig(7)}", "IDNUM"), "\n")
    at(ctx, ctx.today)
