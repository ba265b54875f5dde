"""Clinical (non-PHI) content pools: injuries, procedures, labs, vitals, meds."""

# fracture entries: key, region, diagnosis, xray, conservative, operative, ICD-10, CPT
FRACTURES = [
    dict(k="dr", region="wrist", dx="distal radius fracture", icd="S52.531A",
         xr="dorsally angulated (22 deg) extra-articular distal radius fracture with 3 mm radial shortening; ulnar styloid tip avulsion",
         cons="closed reduction under haematoma block and below-elbow backslab", op="ORIF with volar locking plate",
         imm="below-elbow cast", cls="AO 23-A2"),
    dict(k="ank", region="ankle", dx="Weber B lateral malleolus fracture", icd="S82.61XA",
         xr="short oblique Weber B fibular fracture, medial clear space 4 mm, talus congruent on mortise view",
         cons="CAM boot, weight bearing as tolerated", op="ORIF lateral malleolus with one-third tubular plate and lag screw",
         imm="CAM walker boot", cls="SER IV (Lauge-Hansen)"),
    dict(k="bimal", region="ankle", dx="bimalleolar ankle fracture", icd="S82.841A",
         xr="displaced bimalleolar fracture with lateral talar shift; no posterior malleolar fragment",
         cons="reduction and backslab pending surgery", op="ORIF fibula (plate) and medial malleolus (2 x 4.0 mm partially threaded cannulated screws)",
         imm="below-knee backslab", cls="Weber B, bimalleolar"),
    dict(k="scaph", region="wrist", dx="scaphoid waist fracture", icd="S62.012A",
         xr="undisplaced fracture through the waist of the scaphoid, best seen on the ulnar-deviated PA view",
         cons="below-elbow cast for 6/52", op="percutaneous headless compression screw fixation",
         imm="below-elbow cast (thumb free)", cls="Herbert B2"),
    dict(k="mt5", region="foot", dx="fracture of the base of the 5th metatarsal (zone 2, Jones)", icd="S92.351A",
         xr="transverse fracture at the metaphyseal-diaphyseal junction of the 5th metatarsal, no intra-articular extension",
         cons="non-weight-bearing in boot for 6/52", op="intramedullary screw fixation",
         imm="CAM boot", cls="Lawrence & Botte zone 2"),
    dict(k="phum", region="shoulder", dx="proximal humerus fracture (2-part surgical neck)", icd="S42.211A",
         xr="2-part surgical neck fracture with 40% translation, greater tuberosity intact",
         cons="collar and cuff, pendular exercises at 2/52", op="PHILOS-type proximal humerus locking plate",
         imm="collar and cuff", cls="Neer 2-part"),
    dict(k="clav", region="shoulder", dx="midshaft clavicle fracture", icd="S42.022A",
         xr="displaced, 100% translated midshaft clavicle fracture with 1.5 cm shortening and a butterfly fragment",
         cons="broad arm sling", op="ORIF with superior precontoured clavicle plate",
         imm="broad arm sling", cls="Robinson 2B1"),
    dict(k="tp", region="knee", dx="lateral tibial plateau fracture", icd="S82.121A",
         xr="split-depression lateral tibial plateau fracture with 6 mm articular depression; lipohaemarthrosis",
         cons="hinged knee brace, toe-touch weight bearing", op="ORIF lateral plateau with buttress plate and bone graft substitute",
         imm="hinged knee brace locked 0-30 deg", cls="Schatzker II"),
    dict(k="nof", region="hip", dx="displaced intracapsular neck of femur fracture", icd="S72.011A",
         xr="displaced subcapital fracture of the femoral neck; shortened and externally rotated leg clinically",
         cons="n/a - surgery indicated", op="cemented hemiarthroplasty",
         imm="none", cls="Garden IV"),
    dict(k="ir", region="hip", dx="intertrochanteric femur fracture", icd="S72.141A",
         xr="3-part intertrochanteric fracture with lesser trochanter fragment, lateral wall intact",
         cons="n/a - surgery indicated", op="cephalomedullary nail (short)",
         imm="none", cls="AO 31-A2"),
    dict(k="tib", region="leg", dx="closed tibial shaft fracture", icd="S82.201A",
         xr="spiral fracture of the distal third tibial diaphysis with an associated proximal fibular fracture",
         cons="long-leg cast", op="reamed intramedullary tibial nail",
         imm="long-leg backslab", cls="AO 42-A1"),
    dict(k="olec", region="elbow", dx="displaced olecranon fracture", icd="S52.021A",
         xr="transverse displaced olecranon fracture with 5 mm gap; no coronoid involvement",
         cons="above-elbow backslab at 90 deg", op="tension band wiring",
         imm="above-elbow backslab", cls="Mayo IIA"),
    dict(k="rh", region="elbow", dx="radial head fracture", icd="S52.121A",
         xr="undisplaced radial head fracture with positive fat pad sign",
         cons="sling for comfort and early active range of motion", op="n/a",
         imm="sling", cls="Mason I"),
]

ARTHRO = [
    dict(k="tka", name="total knee arthroplasty", short="TKA", joint="knee", cpt="27447",
         dx="primary osteoarthritis of the knee", approach="medial parapatellar approach",
         comps=[("Femoral component, cruciate retaining, size 5", "CR-FEM"), ("Tibial baseplate, size 4", "TIB-BP"),
                ("Polyethylene insert 10 mm", "PE-INS"), ("Patellar button 35 mm", "PAT")]),
    dict(k="tha", name="total hip arthroplasty", short="THA", joint="hip", cpt="27130",
         dx="primary osteoarthritis of the hip", approach="posterior approach",
         comps=[("Uncemented acetabular shell 54 mm", "ACE"), ("Highly cross-linked PE liner 36 mm", "LIN"),
                ("Uncemented femoral stem size 11", "STM"), ("Ceramic femoral head 36 mm +0", "HD")]),
    dict(k="uka", name="medial unicompartmental knee arthroplasty", short="UKA", joint="knee", cpt="27446",
         dx="anteromedial osteoarthritis of the knee", approach="minimally invasive medial parapatellar approach",
         comps=[("Femoral component, medium", "UF"), ("Tibial tray, size C", "UT"), ("Mobile bearing 4 mm", "UB")]),
    dict(k="rtsa", name="reverse total shoulder arthroplasty", short="rTSA", joint="shoulder", cpt="23472",
         dx="rotator cuff tear arthropathy", approach="deltopectoral approach",
         comps=[("Baseplate 25 mm", "BP"), ("Glenosphere 36 mm", "GS"), ("Humeral stem size 10", "HS"),
                ("Humeral insert +3", "HI")]),
    dict(k="hemi", name="cemented hip hemiarthroplasty", short="hemiarthroplasty", joint="hip", cpt="27125",
         dx="displaced intracapsular neck of femur fracture", approach="anterolateral (Hardinge) approach",
         comps=[("Cemented femoral stem size 3", "CS"), ("Bipolar head 47 mm", "BPH")]),
]

SPORTS = [
    dict(k="acl", joint="knee", dx="anterior cruciate ligament rupture", mech="non-contact pivot on a planted foot, felt a pop and had immediate swelling",
         exam="large effusion; Lachman grade 2+ with soft end point; pivot shift positive; McMurray negative; MCL stable at 0 and 30 deg",
         plan="ACL reconstruction (hamstring or BPTB autograft) after prehab to restore full extension", rtp="9-12 months"),
    dict(k="men", joint="knee", dx="medial meniscal tear", mech="deep squat then twisting, locking episode the following day",
         exam="small effusion; medial joint line tenderness; McMurray positive medially; Thessaly positive at 20 deg; ligaments stable",
         plan="MRI knee; if bucket-handle, arthroscopic repair", rtp="4-6 weeks post meniscectomy, 4-6 months post repair"),
    dict(k="mcl", joint="knee", dx="grade II MCL sprain", mech="valgus contact tackle to the lateral knee",
         exam="tender over femoral origin of MCL; valgus stress laxity at 30 deg with firm end point; Lachman negative",
         plan="hinged brace 0-90 deg for 4/52, progressive loading", rtp="4-6 weeks"),
    dict(k="ham", joint="thigh", dx="proximal hamstring strain (BAMIC 2a)", mech="high-speed sprinting, sudden posterior thigh pain",
         exam="tender 8 cm distal to ischial tuberosity; pain on resisted knee flexion at 15 deg; slump test negative",
         plan="criteria-based hamstring rehab, Nordic curls when pain free", rtp="3-4 weeks"),
    dict(k="ank", joint="ankle", dx="lateral ankle sprain (ATFL grade II)", mech="inversion landing from a jump onto an opponent's foot",
         exam="swelling and bruising laterally; ATFL tenderness; anterior drawer mildly lax; Ottawa ankle rules negative; squeeze test negative",
         plan="functional brace, proprioceptive training", rtp="2-4 weeks"),
    dict(k="disl", joint="shoulder", dx="first-time anterior glenohumeral dislocation", mech="tackle with the arm abducted and externally rotated",
         exam="apprehension and relocation tests positive; axillary nerve sensation intact; rotator cuff power 5/5",
         plan="MRI arthrogram; discuss arthroscopic Bankart repair given age and contact sport", rtp="after stabilisation, approx. 4-6 months"),
    dict(k="rc", joint="shoulder", dx="full-thickness supraspinatus tear", mech="fall onto outstretched arm, weakness lifting overhead since",
         exam="painful arc 70-120 deg; Jobe's test weak 4-/5; drop arm sign negative; ER lag 10 deg",
         plan="arthroscopic rotator cuff repair", rtp="return to overhead work at 4-6 months"),
    dict(k="pt", joint="knee", dx="patellar tendinopathy", mech="gradual onset anterior knee pain with jumping over 3 months",
         exam="tender inferior pole of patella; pain on single-leg decline squat (VISA-P 54/100)",
         plan="isometric then heavy slow resistance loading programme", rtp="graded, 8-12 weeks"),
    dict(k="ach", joint="ankle", dx="acute Achilles tendon rupture", mech="push-off while lunging, felt 'kicked in the back of the heel'",
         exam="palpable gap 4 cm proximal to insertion; Simmonds-Thompson test positive; Matles test positive",
         plan="functional rehabilitation in equinus boot with wedges (non-operative)", rtp="9-12 months"),
    dict(k="fai", joint="hip", dx="cam-type femoroacetabular impingement with labral tear", mech="insidious groin pain, worse with deep flexion and cutting",
         exam="FADIR positive; FABER reproduces groin pain; hip flexion limited to 100 deg",
         plan="MR arthrogram hip, trial of physiotherapy, consider arthroscopy", rtp="variable"),
    dict(k="acj", joint="shoulder", dx="AC joint separation (Rockwood III)", mech="fall directly onto the point of the shoulder",
         exam="step deformity at the AC joint; cross-body adduction painful; neurovascularly intact",
         plan="sling for comfort and early mobilisation", rtp="6-8 weeks"),
    dict(k="add", joint="groin", dx="adductor longus strain", mech="sudden change of direction with a long stride",
         exam="tender at adductor longus origin; squeeze test 6/10 pain at 45 deg",
         plan="adductor loading programme (Copenhagen adduction progression)", rtp="3-6 weeks"),
]

MRI_KNEE = [
    ("Medial meniscus", ["Complex tear of the posterior horn extending to the inferior articular surface.",
                         "Horizontal oblique tear of the posterior horn and body.",
                         "Displaced bucket-handle fragment in the intercondylar notch (double PCL sign).",
                         "Intact. No tear."]),
    ("Lateral meniscus", ["Intact.", "Radial tear at the junction of the body and anterior horn.",
                          "Posterior root tear with 3 mm extrusion."]),
    ("ACL", ["Complete tear; fibres discontinuous with a wavy, horizontal course.",
             "Intact.", "High-grade partial tear of the anteromedial bundle."]),
    ("PCL", ["Intact.", "Intact, mildly buckled secondary to anterior tibial translation."]),
    ("MCL", ["Grade 1 sprain with periligamentous oedema.", "Intact.", "Thickened proximal fibres consistent with chronic sprain."]),
    ("Lateral collateral/posterolateral corner", ["Intact.", "Mild oedema of the popliteus tendon without tear."]),
    ("Extensor mechanism", ["Quadriceps and patellar tendons intact.",
                            "Mild proximal patellar tendinosis with intrasubstance signal."]),
    ("Cartilage", ["Grade 3 chondral fissuring of the medial femoral condyle weight-bearing surface.",
                   "Preserved.", "Full-thickness defect 8 x 6 mm of the lateral trochlea."]),
    ("Bone", ["Kissing bone contusions of the lateral femoral condyle and posterolateral tibial plateau.",
              "No fracture or marrow oedema.", "Small subchondral cyst in the medial tibial plateau."]),
    ("Joint fluid", ["Moderate joint effusion. 2 cm Baker's cyst.", "Small effusion.", "Large effusion with layering haemarthrosis."]),
]
MRI_SHOULDER = [
    ("Supraspinatus", ["Full-thickness tear of the anterior leading edge, 14 mm AP x 12 mm retraction.",
                       "Moderate tendinosis with a partial articular-sided tear (PASTA lesion).", "Intact."]),
    ("Infraspinatus", ["Intact.", "Mild tendinosis."]),
    ("Subscapularis", ["Intact.", "Partial tear of the superior fibres."]),
    ("Teres minor", ["Intact."]),
    ("Muscle bulk", ["No fatty atrophy (Goutallier 0).", "Goutallier grade 2 fatty infiltration of supraspinatus."]),
    ("Biceps", ["Long head in the groove, mild tenosynovitis.", "Medially subluxed long head of biceps.", "Normal."]),
    ("Labrum", ["Anteroinferior labral tear with stripped periosteum (Bankart lesion).", "SLAP type II tear.",
                "Degenerative fraying of the superior labrum."]),
    ("Bone", ["Hill-Sachs impaction of the posterosuperior humeral head.", "No fracture.",
              "Subchondral cystic change of the greater tuberosity."]),
    ("AC joint", ["Moderate hypertrophic degenerative change with inferior osteophyte.", "Unremarkable."]),
    ("Bursa / effusion", ["Fluid in the subacromial-subdeltoid bursa.", "Small glenohumeral effusion."]),
]

US_LABS = [("WBC", "x10^3/uL", 4.5, 14.5, 1), ("Hgb", "g/dL", 8.4, 14.8, 1), ("Plt", "x10^3/uL", 140, 420, 0),
           ("Na", "mmol/L", 131, 144, 0), ("K", "mmol/L", 3.3, 5.2, 1), ("BUN", "mg/dL", 8, 34, 0),
           ("Cr", "mg/dL", 0.6, 1.6, 2), ("Glu", "mg/dL", 82, 188, 0), ("CRP", "mg/L", 12, 180, 0),
           ("INR", "", 0.9, 1.3, 1)]
IE_LABS = [("WCC", "x10^9/L", 4.5, 14.5, 1), ("Hb", "g/L", 84, 148, 0), ("Plt", "x10^9/L", 140, 420, 0),
           ("Na", "mmol/L", 131, 144, 0), ("K", "mmol/L", 3.3, 5.2, 1), ("Urea", "mmol/L", 3.1, 11.8, 1),
           ("Creat", "umol/L", 52, 140, 0), ("eGFR", "mL/min", 45, 90, 0), ("CRP", "mg/L", 12, 180, 0),
           ("Mg", "mmol/L", 0.6, 1.0, 2)]

MEDS_US = ["acetaminophen 1 g PO q6h", "oxycodone 5 mg PO q4h PRN", "enoxaparin 40 mg SC daily",
           "aspirin 81 mg PO BID x 35 days", "celecoxib 200 mg PO daily", "ondansetron 4 mg IV q8h PRN",
           "cefazolin 2 g IV q8h x 2 doses", "docusate 100 mg PO BID", "senna 8.6 mg PO qHS",
           "gabapentin 300 mg PO qHS", "pantoprazole 40 mg PO daily", "rivaroxaban 10 mg PO daily"]
MEDS_IE = ["paracetamol 1 g PO QDS", "oxycodone 5 mg PO 4-hourly PRN", "tinzaparin 4500 units SC OD",
           "enoxaparin 40 mg SC OD", "ibuprofen 400 mg PO TDS with food", "cyclizine 50 mg IV TDS PRN",
           "cefuroxime 1.5 g IV 8-hourly x 2 doses", "lactulose 10 mL PO BD", "esomeprazole 20 mg PO OD",
           "pregabalin 75 mg PO BD", "rivaroxaban 10 mg PO OD x 14/7", "Calcichew D3 Forte 1 tab BD"]

PMH = ["hypertension", "type 2 diabetes (HbA1c 54 mmol/mol)", "hypercholesterolaemia", "asthma",
       "GORD", "hypothyroidism", "osteoporosis on alendronate", "AF on apixaban", "COPD", "depression",
       "BMI 34", "previous right TKA", "gout", "OSA on CPAP", "CKD stage 3a", "nil of note"]
ALLERGIES = ["NKDA", "penicillin (rash)", "codeine (nausea)", "latex", "NKDA", "sulfa drugs", "elastoplast", "NKDA"]


def vitals(rng, us):
    t = round(rng.uniform(36.4, 38.3), 1)
    temp = ("%.1f F" % (t * 9 / 5 + 32)) if us else ("%.1f C" % t)
    return "BP %d/%d, HR %d, RR %d, SpO2 %d%% %s, T %s" % (
        rng.randint(104, 168), rng.randint(58, 96), rng.randint(58, 112), rng.randint(12, 22),
        rng.randint(92, 100), rng.choice(["RA", "on 2L NC", "room air"]), temp)


def lab_val(rng, lo, hi, dp):
    v = rng.uniform(lo, hi)
    return ("%." + str(dp) + "f") % v
