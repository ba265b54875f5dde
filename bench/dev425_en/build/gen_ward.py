"""Genres: inpatient flare ward round note, colorectal operation note."""
import ids
import pools_clinical as PC
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D


def ward_round(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    S = k.staff
    day = rng.randrange(1, 8)
    adm = ids.add_days(k.date, -(day - 1))
    ward = rng.choice(k.hosp.wards)
    v = rng.randrange(2)
    if v == 0:
        n.add([rng.choice(["WARD ROUND", "Gastro WR", "Consultant ward round", "PTWR"]), " ", D(k, k.date, rng.choice(["num", "wd_short", "dm"])),
               " %02d:%02d" % (rng.randrange(8, 12), rng.randrange(60)), "\n"])
        n.add([P(ward, "HOSPITAL"), ", bed ", P(str(rng.randrange(1, 32)), "LOCATION_OTHER"), "\n"])
    else:
        n.add(["Ward round note - ", P(ward, "HOSPITAL"), " bay ", P(str(rng.randrange(1, 7)), "LOCATION_OTHER"), " bed ",
               P(str(rng.randrange(1, 7)), "LOCATION_OTHER"), " - ", D(k, k.date, "wd_num"), "\n"])
    lab = {"UK": ("Cons", "Reg", "FY1", "NIC"), "IE": ("Cons", "SpR", "Intern", "CNM"), "AU": ("Cons", "Reg", "Intern", "TL"),
           "CA": ("Staff", "Resident", "PGY-1", "RN"), "US": ("Attending", "Fellow", "Intern", "RN")}[k.c]
    n.add([lab[0], ": ", K.doc_name(rng, S["cons"], rng.choice(["l", "fl"])), " | ", lab[1], ": ",
           K.doc_name(rng, S["reg"], rng.choice(["l", "f"])), " | ", lab[2], ": ", W.name(S["junior"], "DOCTOR", rng.choice(["f", "fl"])),
           " | ", lab[3], ": ", W.name(S["nurse"], "DOCTOR", "f"), "\n\n"])
    n.add([W.name(k.pt, "PATIENT", rng.choice(["fl", "LF", "init"])), " ", P(str(k.pt.age), "AGE"), k.pt.sex, " ",
           rng.choice(["ASUC", "acute severe UC", "acute severe colitis", "flare of colitis"]) if k.dx != "CD"
           else rng.choice(["Crohn's flare - ? subacute obstruction", "Crohn's flare", "active ileocolonic Crohn's"]),
           ", day %d IV %s (adm " % (day, rng.choice(["hydrocortisone 100 mg QDS", "methylpred 60 mg"])), ])
    n.add([D(k, adm, "dm"), ")\n"])
    n.t("PMH: " + K.dx_text(k) + "; " + rng.choice(["asthma", "nil else", "depression", "T2DM diet-controlled", "previous DVT"]) + "\n")
    n.t("DH: " + ", ".join(N.cur_meds(rng, k, 3)) + "\n\n")
    s = max(2, k.sev)
    bo = rng.randrange(6, 14) if s == 3 else rng.randrange(3, 8)
    if rng.random() < 0.35:
        n.add(["Seen with ", N.his(k), " ", N.fam(rng, k, rng.randrange(2)), " at bedside. "])
    n.t("S: %s. BO %dx/24h (%s), %s, nocturnal x%d. Abdo pain %d/10. %s\n" % (
        rng.choice(["feels a bit better", "no better", "tired", "slept poorly", "more comfortable", "worried about surgery"]),
        bo, rng.choice(PC.BRISTOL), rng.choice(["blood in most", "blood+", "less blood", "fresh blood + clots"]), rng.randrange(0, 4),
        rng.randrange(0, 8), rng.choice(["Eating small amounts.", "Tolerating diet.", "NBM since midnight.", "Nausea, no vomiting."])))
    V = PC.vitals(rng, s)
    n.t("O: " + PC.vit_line(V, rng.randrange(3)) + "\n")
    n.t("   Abdo " + rng.choice(["soft, mildly tender LIF, no peritonism", "distended, tender across lower abdomen, BS present",
                                 "soft, non-tender", "tender RIF with mass, no guarding"]) + ". Fluid balance +%d mL.\n" % rng.randrange(200, 1800))
    n.t("\nBloods        D1    D2    D3\n")
    better = rng.random() < 0.5
    for lab, a, b, up in [("Hb", 90, 140, False), ("WCC", 6, 18, True), ("Plt", 250, 650, True), ("CRP", 10, 220, True),
                          ("Alb", 20, 40, False), ("K", 3, 5, None), ("Mg", 0.5, 1.0, None)]:
        x = rng.uniform(a, b)
        vals = []
        for _ in range(3):
            vals.append(("%.1f" % x) if b <= 5 else ("%d" % x))
            if up is None:
                x = min(b, max(a, x + rng.uniform(-0.3, 0.3) * (b - a) / 2))
            else:
                step = rng.uniform(0.02, 0.25) * x
                x = x - step if (up == better) else x + step * 0.5
                x = min(b * 1.1, max(a * 0.8, x))
        n.t("%-12s %5s %5s %5s\n" % (lab, vals[0], vals[1], vals[2]))
    n.t("\n")
    n.add(["AXR ", D(k, adm, "dm"), ": ", rng.choice(["transverse colon 4.8 cm, no toxic megacolon", "mucosal islands, colon 5.9 cm",
                                                     "no dilatation", "featureless descending colon, no dilatation"]), ".\n"])
    n.t("Micro: " + "; ".join(rng.sample(PC.STOOL_TESTS, 2)) + ".\n")
    cd = k.dx == "CD"
    n.add(["CT AP " if cd else "Flexi sig ", D(k, ids.add_days(adm, 1), "dm"), ": ",
           rng.choice(["long-segment TI thickening, no collection", "TI inflammation with 3 cm phlegmon, no drainable abscess",
                       "active ileocolitis, no free gas"]) if cd else
           rng.choice(["Mayo 3, UCEIS 7", "Mayo 2, UCEIS 5", "deep ulcers, Mayo 3"]),
           "; histo ", P(ids.idnum(rng, "histo", k.date.year), "IDNUM"), " pending (CMV IHC).\n"])
    n.t("Screening for rescue: %s.\n\n" % ", ".join(rng.sample(PC.SCREEN, 3)))
    n.t("Imp: " + (rng.choice(["Crohn's flare with inflammatory TI stricture - improving", "active ileocolonic Crohn's, slow response to IV steroids",
                               "Crohn's flare with phlegmon - on IV abx and steroids"]) if cd else
                   rng.choice(["ASUC day %d - Oxford criteria met (BO >8 / CRP >45), high risk of colectomy" % day,
                               "responding to IV steroids - Travis criteria not met", "steroid-refractory ASUC"])) + ".\n")
    n.t("Plan:\n")
    items = [["- Escalation: ", rng.choice(["infliximab 5 mg/kg induction", "ustekinumab IV induction", "upadacitinib 45 mg OD"]),
              " once infection excluded; MRE when settled"] if cd else
             ["- Rescue therapy: ", rng.choice(["infliximab 5 mg/kg (accelerated induction)", "ciclosporin 2 mg/kg/day IV",
                                               "infliximab 10 mg/kg"]), " - consented; check TB/hep B results first"],
             ["- Colorectal review today (", K.doc_name(rng, S["surg"], "l"), ") - introduce colectomy option"],
             ["- Stoma nurse ", W.name(S["stoma"], "DOCTOR", rng.choice(["f", "fl"])), " to see and site"],
             ["- VTE: enoxaparin 40 mg SC OD + TEDs (high risk - do NOT hold for PR bleeding)"],
             ["- K+ and Mg2+ replacement; avoid opiates, antimotility agents, NSAIDs"],
             ["- stool chart, daily CRP/U&E/FBC, repeat AXR if distended"],
             ["- dietitian review - Fortisip BD"],
             ["- discussed with ", N.his(k), " ", N.fam(rng, k, 0), " by phone (", P(k.fam[0].phone, "PHONE"), ")"],
             ["- IBD CNS (", W.name(S["cns"], "DOCTOR", "f"), ") aware"],
             ["- if no response by day 7 of rescue -> colectomy (", rng.choice(["BSG 2019 IBD guideline", "ECCO 2022 UC guideline",
                                                                               "ACG 2019 UC guideline", "Toronto consensus 2015"]), ")"] if not cd else
             ["- IV ceftriaxone + metronidazole; surgical opinion if not settling"]]
    for it in rng.sample(items, rng.randrange(4, 8)):
        n.add([it, "\n"])
    n.t("\n")
    n.add([W.name(S["junior"], "DOCTOR", rng.choice(["fl", "fi"])), " ", S["junior"].role, " bleep ", P(S["junior"].bleep, "PHONE")])
    if S["junior"].lic and rng.random() < 0.5:
        n.add([" GMC " if k.c == "UK" else " Reg ", P(S["junior"].lic, "LICENSE")])
    n.t("\n")
    if rng.random() < 0.3:
        B.audit_footer(rng, k, n, S["junior"])


PROCS = [
    ("Laparoscopic subtotal colectomy and end ileostomy", "acute severe colitis failing rescue therapy",
     "Thickened, oedematous colon with fat wrapping; no perforation. Small bowel normal.", [0, 1, 2, 4, 5, 6]),
    ("Laparoscopic ileocaecal resection, stapled side-to-side anastomosis", "fibrostenotic terminal ileal Crohn's",
     "25 cm of thickened terminal ileum with creeping fat and a tight stricture 10 cm from the ICV; proximal dilatation. "
     "No abscess. Remaining small bowel measured 380 cm, normal.", [0, 1, 2, 3, 6]),
    ("Completion proctectomy and ileal pouch-anal anastomosis (J-pouch), loop ileostomy", "medically refractory UC post-colectomy",
     "Healthy rectal stump; adhesions from previous surgery, divided. Small bowel mesentery reaches the pelvic floor.", [0, 1, 3, 8, 6]),
    ("Closure of loop ileostomy", "defunctioned IPAA, pouchogram satisfactory",
     "Loop ileostomy mobilised; healthy limbs, no parastomal hernia.", [9, 3, 6]),
    ("EUA anus, drainage of perianal abscess and insertion of loose seton", "perianal Crohn's with abscess",
     "Internal opening at 6 o'clock, transsphincteric tract (Parks), 2 cm abscess cavity.", [10, 7]),
    ("Laparoscopic-assisted stricturoplasty (Heineke-Mikulicz x2)", "multiple short jejunal strictures",
     "Two short (<5 cm) jejunal strictures at 60 and 95 cm from the DJ flexure; no fistula.", [0, 11, 6]),
    ("Pouchoscopy and EUA", "pouch dysfunction ? cuffitis ? pouch sinus",
     "Pouch body mildly inflamed; cuff 1.5 cm inflamed; no sinus. Afferent limb normal.", [10, 12]),
]
STEPS = ["Supine, Lloyd-Davies position. Open Hasson entry at umbilicus, pneumoperitoneum 12 mmHg.",
         "Medial-to-lateral mobilisation; mesentery divided with {E}.",
         "Bowel exteriorised through {I}; resection with {S}.",
         "Anastomosis checked - haemostatic, no tension, well perfused (ICG fluorescence).",
         "End ileostomy fashioned in RIF (pre-marked by stoma nurse), spouted 2.5 cm, {U}.",
         "Rectal stump closed with stapler and left long in subcutaneous position.",
         "Fascia closed with {F}; skin clips.",
         "Seton (silicone vessel loop) placed loosely through tract; abscess curetted, pus sent for MC&S.",
         "J-pouch (15 cm) fashioned with linear staplers; stapled IPAA with {C}; defunctioning loop ileostomy.",
         "Peristomal incision, loop mobilised, stapled side-to-side closure, fascia closed with PDS; purse-string skin.",
         "Lithotomy position. Examination under anaesthesia with Eisenhammer retractor and fistula probes.",
         "Stricturoplasties performed, transverse closure with interrupted 3-0 PDS.",
         "Pouchoscopy with Olympus GIF-H290Z: biopsies of pouch body, cuff and afferent limb."]


def op_note(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    S = k.staff
    idx = [1, 4, 5] if k.dx == "CD" else [0, 2, 3, 6]
    proc, ind, finding, step_ids = PROCS[rng.choice(idx)]
    n.add([rng.choice(["OPERATION NOTE", "Operative Report", "OPERATION RECORD"]), " - ", P(k.hosp.name, "HOSPITAL"), "\n"])
    n.f("Theatre {T}   Date: {DT}   Knife to skin {H1}   Closure {H2}\n", T=P(str(rng.randrange(1, 12)), "LOCATION_OTHER"),
        DT=D(k, k.date, rng.choice(["num", "wd_num", "long"])), H1="%02d:%02d" % (rng.randrange(8, 13), rng.randrange(60)),
        H2="%02d:%02d" % (rng.randrange(13, 18), rng.randrange(60)))
    B.pt_banner(rng, k, n, style=rng.choice([1, 2]), acct=True)
    n.add(["Surgeon: ", K.doc_name(rng, S["surg"], "fl"), " (", S["surg"].role, ")\n"])
    asst = K.clinician(rng, k.c, "reg")
    n.add(["Assistant: ", K.doc_name(rng, asst, "fl"), " (ST", str(rng.randrange(3, 9)), " General Surgery)\n"])
    n.add(["Anaesthetist: ", K.doc_name(rng, S["anaes"], "fl"), "   Scrub: ", W.name(S["nurse"], "DOCTOR", "fl"), "\n"])
    n.t("Anaesthesia: %s\n" % rng.choice(["GA + bilateral TAP blocks", "GA + spinal (diamorphine)", "GA + rectus sheath catheters", "GA"]))
    n.t("ASA %s. WHO checklist completed. VTE: TEDs, Flowtron, enoxaparin post-op. Antibiotics: %s at induction.\n\n" % (
        rng.choice(["I", "II", "III"]), rng.choice(["co-amoxiclav 1.2 g IV", "cefuroxime 1.5 g + metronidazole 500 mg IV",
                                                    "gentamicin + metronidazole (penicillin allergic)"])))
    n.t("PROCEDURE: %s\nINDICATION: %s (%s).\n" % (proc, ind, K.dx_text(k)))
    n.add(["Pre-op: ", rng.choice(["IV hydrocortisone", "infliximab rescue", "Modulen EEN 6 weeks", "ustekinumab (last dose 4 weeks ago)",
                                   "prednisolone 20 mg"]), "; discussed at IBD MDT ", D(k, ids.add_days(k.date, -rng.randrange(7, 60)), "num"), ".\n\n"])
    n.t("FINDINGS:\n" + finding + "\n\n")
    n.t("DETAILS:\n")
    for i in step_ids:
        st = STEPS[i].format(E=rng.choice(PC.SURG_DEVICES[2:4]), I=rng.choice(["a 5 cm periumbilical incision", "Pfannenstiel incision"]),
                             S=rng.choice(PC.SURG_DEVICES[:2]), U=rng.choice(["Vicryl 3-0", "Vicryl Rapide 3-0"]), F=rng.choice(["PDS II loop 1", "Vicryl 1"]),
                             C=rng.choice(["CDH 29 mm circular stapler", "EEA 28 mm circular stapler"]))
        n.t("- " + st + "\n")
    n.t("\nEBL %d mL. Drains: %s. Specimen sent to histopathology" % (rng.randrange(20, 400),
                                                                       rng.choice(["none", "Blake 19 Fr pelvis", "Robinson drain 20 Fr"])))
    n.f(" (request {R}).\n", R=P(ids.idnum(rng, "order"), "IDNUM"))
    n.t("Swab/instrument count correct x2.\n\n")
    n.t("POST-OP:\n- ERAS pathway; free fluids tonight, light diet tomorrow\n- %s\n- Hydrocortisone cover: 50 mg IV QDS then oral wean\n"
        "- High-output stoma monitoring (St Mark's solution if >1.5 L/day)\n" % rng.choice(["enoxaparin 40 mg SC OD for 28 days",
                                                                                          "VTE prophylaxis extended 28 days"]))
    n.add(["- Review on ", P(rng.choice(k.hosp.wards), "HOSPITAL"), " by the colorectal team; stoma nurse (", W.name(S["stoma"], "DOCTOR", "fl"),
           ") day 1\n"])
    n.add(["- Follow up: clinic 6 weeks with histology, ", K.doc_name(rng, S["surg"], "l"), "\n\n"])
    n.add(["Signed: ", K.doc_name(rng, S["surg"], rng.choice(["fl", "fml"])), ", ", S["surg"].creds])
    if S["surg"].lic:
        n.add([" - ", {"GMC": "GMC", "IMC": "IMC", "NPI": "NPI", "AHPRA": "AHPRA", "CPSO": "CPSO"}.get(S["surg"].lic_kind, "Reg"),
               " ", P(S["surg"].lic, "LICENSE")])
    n.t("\n")
    if rng.random() < 0.4:
        n.add(["Implant/consumable record: ", rng.choice(PC.SURG_DEVICES), " (lot no. in theatre log)",
               "; energy generator s/n ", P(ids.device_serial(rng, "gen"), "DEVICE"), "\n"])
