"""Genres: operative note, CT/MRCP radiology report, surgical ward round note."""
import clinical as K
import common as CM
import country as C
import persona as P

OPS = {
    "whipple": ("Pylorus-preserving pancreaticoduodenectomy (PPPD)", "Midline laparotomy", [
        "Kocher manoeuvre and Cattell-Braasch mobilisation.",
        "No peritoneal or liver metastases; IOUS of liver clear.",
        "Cholecystectomy. CHD divided above the cystic duct insertion; bile sent for MC&S.",
        "GDA test-clamped then ligated and divided; good hepatic arterial flow.",
        "Duodenum divided 2 cm distal to the pylorus with a GIA stapler.",
        "Neck of pancreas divided over the SMV/PV with harmonic scalpel. SMV groove dissection; SMA margin inked.",
        "Specimen removed en bloc. Frozen section of pancreatic neck margin: negative.",
        "Reconstruction: duct-to-mucosa pancreaticojejunostomy (Blumgart, 5/0 PDS), end-to-side hepaticojejunostomy (interrupted 5/0 PDS), antecolic duodenojejunostomy.",
        "Two 19 Fr Blake drains to the PJ and HJ.",
    ], "Pancreaticoduodenectomy specimen with gallbladder"),
    "lapchole": ("Laparoscopic cholecystectomy +/- intra-operative cholangiogram", "Four-port laparoscopy (open Hasson at umbilicus)", [
        "Gallbladder {gb}; omental adhesions divided.",
        "Hartmann's pouch retracted laterally; Calot's triangle dissected.",
        "Critical view of safety achieved and documented (photo).",
        "Cystic artery clipped (2 proximal) and divided; cystic duct clipped x3 and divided.",
        "Gallbladder dissected off the liver bed with diathermy; haemostasis secured.",
        "Specimen retrieved in a bag via the umbilical port.",
        "Umbilical sheath closed with 0 PDS; skin with 4/0 Monocryl.",
    ], "Gallbladder"),
    "liver": ("Liver resection", "Reverse-L (Makuuchi) incision", [
        "Ligamentum teres divided; liver fully mobilised. IOUS: lesions as per imaging, no new disease.",
        "Cholecystectomy.",
        "Hilar dissection; inflow controlled. Pringle manoeuvre {pr}.",
        "Parenchymal transection with CUSA and bipolar, low CVP (< 5 cmH2O) maintained by anaesthesia.",
        "Hepatic vein branch divided with a vascular stapler.",
        "Raw surface checked with white test for bile leak; haemostatic agent applied.",
        "One 19 Fr Blake drain to the cut surface.",
    ], "Liver resection specimen"),
    "distal": ("Distal pancreatectomy and splenectomy", "Laparoscopic (5 ports)", [
        "Lesser sac entered via the gastrocolic ligament.",
        "Splenic artery identified at its origin and ligated.",
        "Pancreas divided at the neck with a 60 mm black-load stapler reinforced with mesh.",
        "Splenic vein divided at the SMV confluence.",
        "Spleen and tail mobilised medial-to-lateral; specimen in an Endobag via Pfannenstiel.",
        "20 Fr Robinson drain to the pancreatic stump.",
    ], "Distal pancreas and spleen"),
    "frey": ("Frey procedure", "Rooftop incision", [
        "Gastrocolic ligament divided; pancreas exposed.",
        "MPD opened longitudinally from the head to the tail; multiple calculi removed.",
        "Head cored out preserving a rim of tissue along the duodenum.",
        "Roux-en-Y jejunal loop (60 cm) brought retrocolic; side-to-side pancreaticojejunostomy in 4/0 PDS.",
        "Two Blake drains.",
    ], "Pancreatic head core and ductal stones"),
    "hepj": ("Extended hepatectomy with caudate lobectomy and Roux-en-Y hepaticojejunostomy", "Rooftop incision", [
        "Staging laparoscopy negative. Portal lymphadenectomy.",
        "Bile duct divided above the pancreas; distal margin frozen section clear.",
        "Left portal vein and left hepatic artery ligated; demarcation observed.",
        "Transection along the demarcation line; right posterior duct margin sent for frozen section (negative).",
        "Roux loop 70 cm; hepaticojejunostomy with interrupted 5/0 PDS to two ducts.",
        "Two Blake drains.",
    ], "Left liver with caudate and extrahepatic bile duct"),
    "necro": ("Laparoscopic transgastric necrosectomy", "Laparoscopy (4 ports)", [
        "Anterior gastrotomy; collection identified posteriorly with intra-operative ultrasound.",
        "Posterior gastrotomy with a 60 mm stapler creating a cystgastrostomy.",
        "Necrotic debris removed with suction and grasper; sent for culture.",
        "Anterior gastrotomy closed with a stapler.",
    ], "Necrotic debris"),
}
DX_OP = {"gallstone_pancreatitis": "lapchole", "choledocholithiasis": "lapchole", "cholangitis": "lapchole",
         "pdac_head": "whipple", "pdac_body": "distal", "ipmn": "whipple", "chronic_pancreatitis": "frey",
         "necrotising": "necro", "crlm": "liver", "hcc": "liver", "hilar_chca": "hepj", "bile_leak": "lapchole",
         "mirizzi": "lapchole", "gb_cancer": "liver", "pnet": "distal"}


def specimen_no(rng, S, prefix=None):
    prefix = prefix or rng.choice(["H", "S", "HS", "P", "SP"])
    y = S.date.year % 100
    return rng.choice(["%s%02d-%05d" % (prefix, y, rng.randrange(10, 99999)),
                       "%s%02d/%05d" % (prefix, y, rng.randrange(10, 99999)),
                       "%s%d%06d" % (prefix, S.date.year, rng.randrange(1, 999999))])


def operative_note(rng, d, S):
    pt = S.pt
    key = rng.choice(K.DX_KEYS)
    dx = K.DX[key]
    title, incision, steps = OPS[DX_OP[key]][:3]
    spec = OPS[DX_OP[key]][3]
    surg = S.consultant
    reg = P.make_staff(rng, S.cc, "doctor", surgeon=True)
    jr = P.make_staff(rng, S.cc, "doctor")
    an_ = P.make_staff(rng, S.cc, "doctor")
    scrub = P.make_staff(rng, S.cc, "nurse")
    d.line(rng.choice(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record", "Brief Op Note / Full Op Note"]))
    d.line("{h}   {tw} {th}   Date of operation: {dt}", h=("HOSPITAL", S.hosp),
           tw="OR" if S.cc in ("US", "CA") else "Theatre",
           th=("LOCATION_OTHER", str(rng.randrange(1, 14)) + rng.choice(["", "", "A", "B"])), dt=S.d(S.date))
    CM.banner(d, S, rng, with_addr=rng.random() < 0.3)
    d.line()
    d.line("Surgeon: {s}", s=P.staff_ref(surg, rng, "title_full"))
    d.line("Assistant(s): {a} ({g}), {b} ({h})", a=P.staff_ref(reg, rng), g=rng.choice(["SpR", "ST6", "Fellow", "Registrar"]),
           b=P.staff_ref(jr, rng, "full"), h=rng.choice(["CT2", "FY2", "SHO", "Resident"]))
    d.line("Anaesthetist: {a}    Scrub: {s}", a=P.staff_ref(an_, rng), s=("DOCTOR", scrub.full))
    d.line("Anaesthesia: " + rng.choice(["GA + thoracic epidural", "GA + bilateral TAP blocks", "GA + ESP catheters",
                                          "GA + intrathecal diamorphine", "GA + rectus sheath catheters"]) +
           ". ASA " + rng.choice(["II", "III", "II"]) + ". Co-amoxiclav 1.2 g at induction. VTE: TEDS + IPC.")
    d.line("WHO checklist and team brief completed.")
    d.line()
    d.line("Pre-operative diagnosis: " + dx["name"])
    d.line("Operation: " + title + rng.choice(["", "", " (elective)", " (urgent, same admission)"]))
    d.line("Incision: " + incision)
    d.line()
    d.line("Findings:")
    for x in K.pick(rng, dx["img"], min(2, len(dx["img"]))):
        d.line("- " + x)
    d.line("- " + rng.choice(K.NEG_OP))
    d.line()
    d.line("{t} {l} {x}", t=pt.title_p, l=("PATIENT", pt.last), x=rng.choice([
        "identified against wristband and consent form in the anaesthetic room.", "positioned supine, arms out.",
        "was consented by me on the morning of surgery.", "received 5,000 units heparin SC at induction."]))
    d.line("Procedure:")
    gb = rng.choice(["thick-walled and inflamed", "contracted with dense adhesions", "distended (mucocele)", "thin-walled"])
    pr = rng.choice(["4 x 15 min", "3 x 15 min", "not required", "2 x 20 min"])
    for i, x in enumerate(steps):
        d.line("%d. %s" % (i + 1, x.replace("{gb}", gb).replace("{pr}", pr)))
    d.line()
    d.line("Specimens:")
    d.line("1. {sp} - lab no. {n}", sp=spec, n=("IDNUM", specimen_no(rng, S)))
    if rng.random() < 0.6:
        d.line("2. " + rng.choice(["Frozen section", "Bile for MC&S", "Peritoneal washings", "Station 8a/12 lymph nodes"]) +
               " - {n}", n=("IDNUM", specimen_no(rng, S)))
    if rng.random() < 0.6:
        d.line("Implants / traceability: stapler reload LOT {a}; haemostatic patch LOT {b}",
               a=("DEVICE", C.letters(rng, 1) + C.digits(rng, 7)), b=("DEVICE", C.digits(rng, 8)))
    d.line("EBL: {e} mL. Cell salvage: {c}. Urine output adequate.", e=str(rng.choice([50, 150, 250, 400, 650, 900, 1200])),
           c=rng.choice(["no", "yes, 320 mL returned", "not used"]))
    d.line("Closure: " + rng.choice(["looped 1 PDS mass closure, clips to skin", "0 PDS to sheath, subcuticular 3/0 Monocryl",
                                     "loop nylon, staples"]) + ". LA infiltration (levobupivacaine 0.25%).")
    d.line()
    d.line("Post-operative instructions:")
    dest = rng.choice([["HDU"], ["ICU"], ["ward (", ("HOSPITAL", S.ward), ")"], ["recovery then ", ("HOSPITAL", S.ward)]])
    d.line("- Destination: {x}", x=dest)
    d.line("- ERAS pathway; sips of fluid tonight; free fluids POD 1 if well")
    d.line("- Drain amylase POD 1 and 3; FBC, U&E, LFT, CRP daily")
    d.line("- Enoxaparin 40 mg SC from 18:00 tonight; extended 28 days (cancer resection)")
    if rng.random() < 0.5:
        d.line("- Octreotide not routinely used; PPI 40 mg IV OD")
    d.line("- NOK: {k} to be updated by phone ({p})", k=("FAMILY", pt.kin.full), p=("PHONE", pt.kin.phone))
    d.line("- Discuss histology at HPB MDT")
    d.line()
    d.line("{s} {l} {v}", s=P.staff_ref(surg, rng, "title_full"), l=surg.lic[0], v=("LICENSE", surg.lic[1]))
    CM.audit(d, S, rng, surg)


RAD_EXAMS = [
    ("CT abdomen and pelvis with IV contrast (pancreatic protocol)",
     "Non-contrast, late arterial (pancreatic) and portal venous phases. Omnipaque 350, 100 mL IV; oral water."),
    ("CT chest, abdomen and pelvis (staging)", "Portal venous phase. Omnipaque 300, 90 mL IV. 1.25 mm reconstructions."),
    ("MRCP", "1.5T: coronal HASTE, 3D SPACE MRCP, axial T1 in/out of phase, T2 FS, DWI (b 50/800). No IV contrast."),
    ("MRI liver with gadoxetic acid", "3T: T2, DWI, dynamic T1 VIBE after Primovist 10 mL, hepatobiliary phase at 20 min."),
    ("CT triple-phase liver", "Unenhanced, arterial, portal venous and delayed phases. Visipaque 320, 100 mL."),
]


ORGAN_KEYS = [("Vessels", ["SMV", "SMA", "portal vein", "Splenic vein", "coeliac", "hepatic artery"]),
              ("Biliary tree", ["CBD", "CHD", "hilar", "Hilar", "ducts", "Pneumobilia", "HIDA"]),
              ("Gallbladder", ["allbladder", "Hartmann", "Cholecystobiliary"]),
              ("Pancreas", ["ancrea", "MPD", "uncinate", "Cyst", "cyst", "tail"]),
              ("Liver", ["iver", "segment", "metastases", "remnant", "Milan", "BCLC"]),
              ("Bowel/peritoneum", ["collection", "Morison", "ascites", "fluid"]),
              ("Lung bases", ["lung"])]


def organ_of(x):
    for organ, keys in ORGAN_KEYS:
        for k in keys:
            if k in x:
                return organ
    return "Other"


def radiology_report(rng, d, S):
    pt = S.pt
    key = rng.choice(K.DX_KEYS)
    dx = K.DX[key]
    exam, tech = rng.choice(RAD_EXAMS)
    rad = P.make_staff(rng, S.cc, "doctor")
    reg = P.make_staff(rng, S.cc, "doctor")
    acc = rng.choice(["RAD", "CT", "MR", "A", ""]) + C.digits(rng, rng.choice([7, 8, 9]))
    d.line("{h}", h=("HOSPITAL", S.hosp))
    d.line(rng.choice(["Department of Radiology", "Medical Imaging Department", "Diagnostic Imaging", "Radiology Services"]))
    d.line()
    d.line("Examination: " + exam)
    d.line("Accession no: {a}    Exam date: {dt} {t}", a=("IDNUM", acc), dt=S.d(S.date), t="%02d:%02d" % (rng.randrange(0, 24), rng.randrange(60)))
    CM.banner(d, S, rng, with_addr=False, compact=True)
    loc = rng.choice([CM.ward_loc(S, rng), ["ED"], ["Outpatient"], ["SAU"], [("HOSPITAL", S.ward)]])
    d.line("Referrer: {r} (HPB Surgery)    Location: {l}", r=P.staff_ref(S.consultant, rng), l=loc)
    d.line()
    d.line("CLINICAL INFORMATION:")
    d.line("{a} with {hx}. ? {dx}. {q}", a=S.age_seg(rng.choice(["MF", "yo", "year-old", "y"])), hx=rng.choice(dx["hx"]),
           dx=dx["name"], q=rng.choice(["Staging please.", "Resectability?", "Cause of jaundice?", "Collection?",
                                        "Please compare with prior.", ""]))
    d.line()
    d.line("TECHNIQUE: " + tech)
    if rng.random() < 0.65:
        d.line("COMPARISON: {m} {dt} ({h}).", m=rng.choice(["CT", "US abdomen", "MRCP", "PET-CT"]),
               dt=S.d(S.days(-rng.randrange(20, 400))), h=("HOSPITAL", S.ref_hosp) if rng.random() < 0.5 else "this hospital")
    else:
        d.line("COMPARISON: None available.")
    d.line()
    d.line("FINDINGS:")
    organs = ["Liver", "Biliary tree", "Gallbladder", "Pancreas", "Vessels", "Spleen", "Adrenals/kidneys",
              "Bowel/peritoneum", "Lymph nodes", "Lung bases", "Bones"]
    imgs = list(dx["img"])
    normals = {"Liver": "Normal size and attenuation. No focal lesion.", "Biliary tree": "No intra- or extrahepatic duct dilatation.",
               "Gallbladder": "Normal. No calculi.", "Pancreas": "Normal enhancement, no mass, MPD not dilated.",
               "Vessels": "SMA, SMV, PV and coeliac axis patent. No aneurysm.", "Spleen": "Normal, 10.8 cm.",
               "Adrenals/kidneys": "Unremarkable. Simple cyst left kidney (Bosniak 1).",
               "Bowel/peritoneum": "No ascites. No peritoneal nodularity.", "Lymph nodes": "No enlarged nodes by size criteria.",
               "Lung bases": "Clear. Minor dependent atelectasis.", "Bones": "Degenerative change lumbar spine. No aggressive lesion."}
    found = {}
    for x in imgs:
        found.setdefault(organ_of(x), []).append(x)
    for o in organs:
        d.line("{o}: {f}", o=o, f=" ".join(found.pop(o, [normals[o]])))
    for o in sorted(found):
        d.line("Other: " + " ".join(found[o]))
    d.line()
    d.line("IMPRESSION:")
    d.line("1. Findings in keeping with " + dx["name"] + ".")
    d.line("2. " + rng.choice(["No evidence of distant metastatic disease.", "Recommend HPB MDT discussion.",
                               "Consider EUS for tissue diagnosis.", "Incidental findings as above, no follow-up needed.",
                               "Comparison with previous shows interval progression."]))
    if rng.random() < 0.35:
        d.line("3. " + rng.choice(K.NEG_DOC))
    d.line()
    if rng.random() < 0.4:
        d.line("URGENT FINDING communicated to {r} by telephone ({p}) on {dt} at {t}.", r=P.staff_ref(reg, rng),
               p=("PHONE", C.phone(rng, S.cc, "pager")), dt=S.d(S.date), t="%02d:%02d" % (rng.randrange(8, 20), rng.randrange(60)))
    d.line("Reported by: {r}, Consultant Radiologist", r=P.staff_ref(rad, rng, "title_full"))
    if rng.random() < 0.5:
        d.line("Provisional report by {r} (Registrar); verified by {c}.", r=("DOCTOR", reg.full), c=("DOCTOR", rad.last))
    d.line("Report verified: {dt} {t}    PACS node: {ip}", dt=S.d(S.days(rng.choice([0, 0, 1]))),
           t="%02d:%02d" % (rng.randrange(8, 22), rng.randrange(60)), ip=("IPADDR", C.ip_private(rng)))
    if rng.random() < 0.5:
        d.line("Images available to referrers at {u}", u=("URL", "https://pacs.example.org/viewer?acc=" + C.digits(rng, 8)))


def ward_round(rng, d, S):
    pt = S.pt
    key = rng.choice(K.DX_KEYS)
    dx = K.DX[key]
    op = OPS[DX_OP[key]][0]
    fy = P.make_staff(rng, S.cc, "doctor")
    reg = P.make_staff(rng, S.cc, "doctor", surgeon=True)
    nurse = P.make_staff(rng, S.cc, "nurse")
    pod = rng.randrange(1, 9)
    postop = rng.random() < 0.6
    d.line("{t} {dt} {tm}", t=rng.choice(["HPB WARD ROUND", "Surgical WR", "Consultant ward round", "WR note"]),
           dt=("DATE", C.fmt_short(S.date, S.cc)) if rng.random() < 0.4 else S.d(S.date),
           tm="%02d:%02d" % (rng.randrange(7, 11), rng.randrange(60)))
    d.line("Led by: {c}   Present: {r}, {f}, {n} (nurse in charge)", c=P.staff_ref(S.consultant, rng),
           r=P.staff_ref(reg, rng), f=P.staff_ref(fy, rng, "full"), n=("DOCTOR", nurse.first))
    d.line("Location: {w}", w=CM.ward_loc(S, rng))
    d.line("Pt: {n}  {m}  {a}", n=S.pt_name(rng.choice(["formal", "full", "formal_mixed"])), m=("MRN", pt.mrn),
           a=[("AGE", str(pt.age)), "M" if pt.sex == "M" else "F"])
    if postop:
        d.line("POD {p} post {o} for {dx}.", p=str(pod), o=op, dx=dx["name"])
    else:
        d.line("Day {p} of admission with {dx}.", p=str(pod), dx=dx["name"])
    d.line()
    d.line("S: " + rng.choice(["Pain controlled on epidural. Passing flatus. Tolerating free fluids.",
                               "Nauseated overnight, vomited x2. Not opened bowels.",
                               "Feels better today. Mobilised to chair with physio.",
                               "Ongoing epigastric pain, using PCA frequently. Poor sleep.",
                               "Itching improving. Appetite poor."]))
    d.line("O: HR {hr}  BP {bp}  T {t}  RR {rr}  SpO2 {s}% {o2}  NEWS2 {n}", hr=str(rng.randrange(62, 118)),
           bp="%d/%d" % (rng.randrange(98, 168), rng.randrange(55, 95)), t="%.1f" % rng.uniform(36.2, 38.9),
           rr=str(rng.randrange(12, 26)), s=str(rng.randrange(91, 100)), o2=rng.choice(["RA", "2L NC", "RA", "28% venturi"]),
           n=str(rng.randrange(0, 7)))
    d.line("   Abdo: " + rng.choice(["soft, appropriately tender around wound", "distended, tympanic, mildly tender",
                                     "soft, non-tender, wound clean and dry", "tender epigastrium, no peritonism"]) +
           ". " + rng.choice(K.NEG_EXAM))
    if postop:
        d.line("   Drains: {a} mL serous ({b} mL last 24 h); drain amylase {c} U/L", a=str(rng.randrange(20, 500)),
               b=str(rng.randrange(10, 300)), c=str(rng.randrange(40, 9000)))
    d.line("   Fluid balance: in {i} / out {o}; UO {u} mL/h", i=str(rng.randrange(1200, 3500)), o=str(rng.randrange(800, 3000)),
           u=str(rng.randrange(20, 120)))
    d.line("Bloods ({dt}):", dt=S.d(S.date) if rng.random() < 0.4 else "today")
    CM.labs_table(d, K.labs(rng, dx["jaundice"], acute=True)[:rng.randrange(8, 15)], rng)
    d.line()
    d.line("Meds chart reviewed: " + "; ".join(K.pick(rng, K.MEDS, rng.randrange(2, 5))) + ".")
    d.line("Lines: " + rng.choice(["PICC (R basilic), day 6", "CVC R IJV, day 3 - remove today", "2 x peripheral cannulae",
                                   "NJ tube (bridled) + peripheral cannula"]) + ". Catheter: " +
           rng.choice(["in situ", "removed", "TWOC today"]) + ".")
    if rng.random() < 0.5:
        d.line("Overnight: reviewed by {o} at {t} for {w}.", o=P.staff_ref(P.make_staff(rng, S.cc, "doctor"), rng),
               t="%02d:%02d" % (rng.randrange(0, 6), rng.randrange(60)),
               w=rng.choice(["tachycardia (AF, rate controlled)", "low urine output - fluid bolus given", "pyrexia 38.4",
                             "confusion - delirium screen sent", "drop in Hb 102 -> 91"]))
    d.line()
    d.line("A: " + rng.choice(["Progressing as expected.", "?POPF - biochemical leak only.", "Delayed gastric emptying.",
                               "Ileus.", "Ongoing SIRS - ? collection.", "Improving pancreatitis.", "Possible HAP."]))
    d.line("P:")
    plans = ["Continue ERAS; remove urinary catheter", "NG tube on free drainage; TPN if no progress in 48 h",
             "CT abdomen with contrast today (? collection)", "Step down epidural; start regular oxycodone",
             "Remove drain if amylase < 3x serum", "Dietitian review - start Creon with meals",
             "VRII per diabetes team; HbA1c sent", "Chest physio and incentive spirometry", "Check Mg and PO4 (refeeding risk)",
             "Continue enoxaparin 40 mg", "Blood cultures if spikes > 38", "OT/PT review; likely home in 2-3 days"]
    for x in K.pick(rng, plans, rng.randrange(3, 7)):
        d.line("- " + x)
    if rng.random() < 0.5:
        d.line("- " + rng.choice(["Will discuss with consultant re timing of discharge", "Hope to remove drain tomorrow",
                                  "Mark the fluid chart clearly", "Drew blood cultures at 06:00 - chase"]))
    if rng.random() < 0.5:
        d.line("{t} {l} {x}", t=pt.title_p, l=("PATIENT", pt.last), x=rng.choice([
            "keen to go home.", "understands the plan.", "asked about eating normally.", "worried about the wound."]))
    r = rng.random()
    if r < 0.4:
        d.line("- Update {k} ({rel}) on {p}", k=("FAMILY", pt.kin.full), rel=pt.kin.rel, p=("PHONE", pt.kin.phone))
    elif r < 0.7:
        d.line("Discussed with pt and {rel} {k} at bedside.", rel=pt.kin.rel, k=("FAMILY", pt.kin.first))
    if rng.random() < 0.3:
        d.line("Pt asks that {e} (employer) is not contacted; fit note for {w} issued.", e=("ORGANIZATION", pt.employer),
               w=rng.choice(["4 weeks", "6 weeks", "2 weeks"]))
    if rng.random() < 0.35:
        d.line("Identity checked against wristband and palm-vein scan ID {b}.", b=("BIOID", "PV-" + C.digits(rng, 6)))
    d.line("Escalation: " + rng.choice(["full", "ward-based care, not for CPR (ReSPECT form)", "for HDU if deteriorates",
                                        "full; TEP discussed"]) + ". EDD: {e}.", e=S.d(S.days(rng.randrange(1, 8))))
    d.line()
    d.line("{n} {g} {pw} {b}", pw=CM.pager_word(S.cc, rng), n=P.staff_ref(fy, rng, "full"), g=rng.choice(["FY1", "FY2", "Intern", "PGY1", "SHO", "RMO"]),
           b=("PHONE", C.phone(rng, S.cc, "pager")))
    if rng.random() < 0.5:
        CM.audit(d, S, rng, fy)
