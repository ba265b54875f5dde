"""Clinical (non-PHI) content for ultrasound, nuclear medicine, fluoroscopy and DEXA."""
from clin_a import mm, side


def us_ruq(r, us):
    chole = r.random() < 0.4
    f = ["Liver: %.1f cm craniocaudal, %s echotexture. No focal lesion." % (r.uniform(13, 19), r.choice(["normal", "diffusely increased", "coarsened"])),
         "Gallbladder: %s" % ("multiple mobile calculi up to %s, wall thickened to 5 mm, pericholecystic fluid, positive sonographic Murphy sign." % mm(r, 5, 24)
                              if chole else "no calculi, normal wall thickness."),
         "CBD: %d mm." % r.randint(3, 9),
         "Pancreas: head and body unremarkable; tail obscured by bowel gas.",
         "Right kidney %.1f cm, left kidney %.1f cm, no hydronephrosis." % (r.uniform(9.5, 12), r.uniform(9.5, 12.2)),
         "Spleen %.1f cm." % r.uniform(8, 14), "Aorta: %d mm where visualised." % r.randint(14, 24)]
    return dict(exam="US Abdomen complete" if us else "US Abdomen", indication=r.choice(
        ["RUQ pain after fatty meals.", "Deranged LFTs.", "Fever and RUQ tenderness, WBC 15.2."]),
        technique="Grey-scale and colour Doppler.", findings=f,
        impression=["Acute calculous cholecystitis." if chole else "No acute abnormality."], crit=None)


def us_dvt(r, us):
    s = side(r)
    pos = r.random() < 0.4
    f = ["The %s common femoral, femoral, popliteal and calf veins were examined." % s,
         ("Non-compressible %s popliteal and femoral veins containing echogenic thrombus; no flow on colour Doppler." % s) if pos
         else "Full compressibility and normal phasic flow throughout.",
         "Contralateral CFV waveform normal.", r.choice(["3.5 cm Baker's cyst in the popliteal fossa.", "No Baker's cyst.", "Subcutaneous oedema."])]
    return dict(exam="US Venous Duplex %s Lower Extremity" % s.title(), indication=r.choice(
        ["Calf swelling, Wells 3.", "Swollen leg after long-haul flight.", "Leg pain, D-dimer raised."]),
        technique="Compression and Doppler.", findings=f,
        impression=["Acute occlusive DVT of the %s femoropopliteal segment." % s if pos else "No DVT."],
        crit="acute DVT" if pos else None)


def us_thyroid(r, us):
    tr = r.randint(2, 5)
    f = ["Right lobe %.1f x %.1f x %.1f cm; left lobe %.1f x %.1f x %.1f cm; isthmus %d mm." % (
        r.uniform(4, 6), r.uniform(1.2, 2), r.uniform(1.2, 2), r.uniform(4, 6), r.uniform(1.2, 2), r.uniform(1.2, 2), r.randint(2, 6)),
         "Nodule 1 (%s mid pole): %s, %s, %s, %d mm. ACR TI-RADS TR%d." % (
             side(r), r.choice(["solid", "mixed cystic-solid", "spongiform"]), r.choice(["hypoechoic", "isoechoic"]),
             r.choice(["smooth margin", "lobulated margin", "punctate echogenic foci"]), r.randint(6, 34), tr),
         "No suspicious cervical lymph nodes."]
    return dict(exam="US Thyroid and Neck", indication="Palpable neck lump.", technique="High-frequency linear probe.", findings=f,
                impression=["TR%d nodule; %s." % (tr, "FNA recommended" if tr >= 4 else "no FNA needed")], crit=None)


def us_ob(r, us):
    ga_w = r.randint(7, 22)
    f = ["Single live intrauterine pregnancy. FHR %d bpm." % r.randint(128, 172),
         "CRL %d mm corresponding to %dw%dd." % (r.randint(10, 80), ga_w, r.randint(0, 6)) if ga_w < 14 else
         "BPD %d mm, HC %d mm, AC %d mm, FL %d mm; EFW %d g." % (r.randint(35, 55), r.randint(140, 200), r.randint(120, 180), r.randint(25, 40), r.randint(300, 600)),
         "Placenta %s, clear of the os." % r.choice(["anterior", "posterior", "fundal"]),
         "Amniotic fluid normal (DVP %.1f cm)." % r.uniform(3, 7), "Adnexa unremarkable."]
    return dict(exam=r.choice(["US OB dating scan", "US Obstetric anomaly scan", "Early pregnancy scan"]),
                indication="Dating/viability. G%dP%d." % (r.randint(1, 5), r.randint(0, 3)),
                technique="Transabdominal%s." % r.choice(["", " and transvaginal"]), findings=f,
                impression=["Single live IUP at %dw by ultrasound, concordant with dates." % ga_w], crit=None, ga=ga_w)


def us_scrotal(r, us):
    tors = r.random() < 0.3
    s = side(r)
    f = ["%s testis %s with %s." % (s.title(), "enlarged and heterogeneous" if tors else "normal in size and echotexture",
                                    "absent intratesticular colour flow" if tors else "preserved arterial and venous flow"),
         "Contralateral testis normal.", r.choice(["Small hydrocele.", "Epididymal head cyst 4 mm.", "No varicocele."])]
    return dict(exam="US Scrotum with Doppler", indication="Acute scrotal pain, onset 5 hours.", technique="Linear probe, colour and spectral Doppler.",
                findings=f, impression=["Findings consistent with testicular torsion." if tors else "No torsion."],
                crit="testicular torsion" if tors else None)


def us_renal(r, us):
    f = ["Right kidney %.1f cm, left kidney %.1f cm." % (r.uniform(8.5, 12.5), r.uniform(8.5, 12.5)),
         r.choice(["Moderate left hydronephrosis; proximal ureter dilated.", "No hydronephrosis.", "Bosniak 1 simple cyst 2.1 cm upper pole right kidney."]),
         "Bladder pre-void %d mL, post-void %d mL." % (r.randint(150, 480), r.randint(0, 220))]
    return dict(exam="US Renal/Bladder", indication="AKI, creatinine rising.", technique="Grey-scale.", findings=f,
                impression=["As above."], crit=None)


US_STUDIES = [us_ruq, us_dvt, us_thyroid, us_ob, us_scrotal, us_renal]


def nm_bone(r, us):
    mets = r.random() < 0.4
    return dict(exam="NM Whole Body Bone Scan", indication="Prostate cancer, PSA %.1f, staging." % r.uniform(8, 90),
                agent="%d MBq Tc-99m MDP" % r.randint(550, 800) if not us else "%.1f mCi Tc-99m MDP" % r.uniform(18, 25),
                technique="Whole body anterior and posterior images 3 hours post injection; SPECT/CT of the lumbar spine.",
                findings=(["Multiple foci of increased uptake in the thoracic spine, pelvis and %s ribs, consistent with metastases." % side(r)]
                          if mets else ["Degenerative uptake in the knees and lower lumbar facets.", "No scintigraphic evidence of osseous metastases."]) +
                ["Kidneys and bladder visualised normally."],
                impression=["Widespread osseous metastatic disease." if mets else "No evidence of bone metastases."], crit=None)


def nm_vq(r, us):
    prob = r.choice(["low", "intermediate", "high"])
    return dict(exam="NM Ventilation/Perfusion Lung Scan", indication="?PE, pregnant, CTPA avoided.",
                agent="Tc-99m MAA %d MBq; Technegas ventilation" % r.randint(40, 100),
                technique="Planar 8-view ventilation and perfusion images.",
                findings=[{"low": "No mismatched segmental perfusion defects.", "intermediate": "One mismatched segmental perfusion defect in the lingula.",
                           "high": "Multiple mismatched segmental perfusion defects in both lower lobes."}[prob],
                          "Chest radiograph clear."],
                impression=["%s probability for pulmonary embolism (modified PIOPED II)." % prob.title()],
                crit="high probability V/Q scan for PE" if prob == "high" else None)


def nm_mpi(r, us):
    isch = r.random() < 0.4
    return dict(exam="NM Myocardial Perfusion SPECT (pharmacologic stress)", indication="Atypical chest pain, unable to exercise.",
                agent="Tc-99m sestamibi %.1f mCi rest / %.1f mCi stress; regadenoson 0.4 mg" % (r.uniform(8, 12), r.uniform(28, 36)),
                technique="One-day rest/stress protocol, gated SPECT.",
                findings=["%s perfusion defect in the %s wall, SDS %d." % ("Reversible" if isch else "No", r.choice(["inferior", "anterior", "lateral"]), r.randint(4, 12) if isch else 0),
                          "Gated LVEF %d%%, TID ratio %.2f." % (r.randint(38, 70), r.uniform(0.9, 1.3))],
                impression=["Moderate inducible ischemia." if isch else "Normal myocardial perfusion."], crit=None)


def nm_thyroid(r, us):
    up = r.uniform(0.5, 48)
    return dict(exam="NM Thyroid Uptake and Scan", indication="Suppressed TSH, ?Graves vs toxic nodule.",
                agent="I-123 %d uCi orally" % r.randint(200, 400),
                technique="4 and 24 hour uptake, pinhole images.",
                findings=["24-hour uptake %.1f%% (normal 10-30%%)." % up,
                          r.choice(["Diffusely increased homogeneous uptake.", "Focal hot nodule in the right lobe with suppression of the remainder.",
                                    "Patchy heterogeneous uptake."])],
                impression=["Findings favour %s." % r.choice(["Graves disease", "toxic adenoma", "toxic multinodular goitre", "thyroiditis"])], crit=None)


def nm_pet(r, us):
    suv = r.uniform(3, 22)
    return dict(exam="PET-CT FDG skull base to mid-thigh", indication="Staging of %s." % r.choice(
        ["NSCLC", "diffuse large B-cell lymphoma", "oesophageal adenocarcinoma", "melanoma"]),
        agent="%d MBq F-18 FDG; BGL %.1f mmol/L" % (r.randint(280, 420), r.uniform(4.2, 9.8)),
        technique="Uptake 60 min. Low-dose CT for attenuation correction.",
        findings=["Primary lesion SUVmax %.1f." % suv, r.choice(["Ipsilateral hilar node SUVmax 6.2.", "No FDG-avid nodal disease.",
                                                                "Multiple FDG-avid liver lesions."]),
                  "Physiological uptake in brain, myocardium and urinary tract."],
        impression=["FDG-avid primary, Deauville/stage per MDT."], crit=None)


def nm_hida(r, us):
    pos = r.random() < 0.4
    return dict(exam="NM Hepatobiliary (HIDA) Scan", indication="RUQ pain, equivocal ultrasound.",
                agent="Tc-99m mebrofenin %.1f mCi" % r.uniform(4, 6), technique="Dynamic imaging 60 min; morphine augmentation.",
                findings=["Prompt hepatic uptake. Small bowel activity by 25 min.",
                          "Gallbladder %s." % ("not visualised at 90 min despite morphine" if pos else "visualised at 35 min")],
                impression=["Consistent with acute cholecystitis." if pos else "Patent cystic duct."], crit=None)


def nm_renogram(r, us):
    diff = r.randint(25, 55)
    return dict(exam="NM MAG3 Renogram with furosemide", indication="Hydronephrosis, ?PUJ obstruction.",
                agent="Tc-99m MAG3 %d MBq" % r.randint(70, 100), technique="Dynamic acquisition 30 min; F+20.",
                findings=["Differential function left %d%%, right %d%%." % (diff, 100 - diff),
                          r.choice(["Obstructive drainage curve on the left.", "Prompt drainage bilaterally.", "Equivocal drainage on the right."])],
                impression=["See findings."], crit=None)


NM_STUDIES = [nm_bone, nm_vq, nm_mpi, nm_thyroid, nm_pet, nm_hida, nm_renogram]


def fluoro(r, us):
    kind = r.choice(["swallow", "vfss", "hsg", "enema", "cysto", "lp"])
    d = {
        "swallow": ("Barium Swallow", "Dysphagia to solids.", "Double-contrast views of the oesophagus; %.1f min fluoroscopy." % r.uniform(1, 4),
                    ["Smooth tapering of the distal oesophagus with delayed emptying (bird's beak).", "Small sliding hiatus hernia.",
                     "No aspiration."], ["Appearances suggestive of achalasia; manometry recommended."]),
        "vfss": ("Videofluoroscopic Swallow Study", "Coughing with fluids post stroke.",
                 "Thin, mildly thick, moderately thick (IDDSI 0-3) fluids and solids, lateral view, with SLT.",
                 ["Delayed swallow initiation; penetration-aspiration scale 6 with thin fluids.", "Chin tuck effective."],
                 ["Silent aspiration with thin fluids; recommend IDDSI level 2."]),
        "hsg": ("Hysterosalpingogram", "Subfertility 2 years.", "Cervical cannulation, 10 mL water-soluble contrast.",
                ["Normal uterine cavity.", "%s tube fills and spills freely; %s tube hydrosalpinx without spill." % (side(r).title(), side(r))],
                ["Unilateral tubal occlusion."]),
        "enema": ("Water-soluble Contrast Enema", "Pre-reversal of loop ileostomy, check anastomosis.",
                  "Rectal catheter, 300 mL Gastrografin.", ["Colorectal anastomosis intact; no leak.", "Mild diverticulosis."],
                  ["No anastomotic leak."]),
        "cysto": ("Micturating Cystourethrogram", "Recurrent febrile UTIs.", "Catheter cystogram with voiding views.",
                  ["Grade %s vesicoureteric reflux on the %s." % (r.choice(["II", "III", "IV"]), side(r)), "Urethra normal on voiding."],
                  ["Vesicoureteric reflux as above."]),
        "lp": ("Fluoroscopic-guided Lumbar Puncture", "Failed bedside LP, ?IIH.", "Prone, L3-4 interlaminar approach, 20G spinal needle.",
               ["Opening pressure %d cm H2O." % r.randint(14, 38), "Clear CSF, %d mL sent." % r.randint(8, 15)],
               ["Technically successful LP."]),
    }[kind]
    return dict(exam=d[0], indication=d[1], technique=d[2], findings=d[3], impression=d[4], kind=kind, crit=None)


def dexa(r, us):
    ls_t = round(r.uniform(-3.8, 0.8), 1)
    fn_t = round(r.uniform(-3.5, 0.5), 1)
    th_t = round(r.uniform(-3.2, 0.8), 1)
    mn = min(ls_t, fn_t, th_t)
    cat = "Osteoporosis" if mn <= -2.5 else ("Osteopenia (low bone mass)" if mn < -1.0 else "Normal")
    rows = [("L1-L4", round(r.uniform(0.65, 1.25), 3), ls_t, round(ls_t + r.uniform(0.3, 1.6), 1)),
            ("Left femoral neck", round(r.uniform(0.5, 0.95), 3), fn_t, round(fn_t + r.uniform(0.3, 1.6), 1)),
            ("Left total hip", round(r.uniform(0.55, 1.05), 3), th_t, round(th_t + r.uniform(0.3, 1.6), 1))]
    return dict(rows=rows, cat=cat, frax_major=round(r.uniform(4, 38), 1), frax_hip=round(r.uniform(0.5, 14), 1),
                scanner=r.choice(["Hologic Horizon A", "GE Lunar iDXA", "Hologic Discovery W", "GE Lunar Prodigy"]))


def mammo(r, us):
    birads = r.choice([1, 1, 1, 2, 2, 2, 0, 3, 4, 5])
    dens = r.choice(["a", "b", "b", "c", "c", "d"])
    dtxt = {"a": "The breasts are almost entirely fatty.", "b": "There are scattered areas of fibroglandular density.",
            "c": "The breasts are heterogeneously dense, which may obscure small masses.",
            "d": "The breasts are extremely dense, which lowers the sensitivity of mammography."}[dens]
    s = side(r)
    f = {1: ["No suspicious mass, calcification or architectural distortion."],
         2: [r.choice(["Stable benign-appearing calcifications in the %s breast." % s, "Stable %s intramammary lymph node." % s,
                       "Bilateral oil cysts post reduction."])],
         0: ["Possible asymmetry in the %s breast %s, seen on CC view only." % (s, r.choice(["upper outer quadrant", "retroareolar region"]))],
         3: ["%s %s oval circumscribed mass at %d o'clock, %d cm FN, probably a fibroadenoma." % (mm(r, 5, 15), s, r.randint(1, 12), r.randint(2, 8))],
         4: ["Grouped fine pleomorphic calcifications in the %s breast spanning %s." % (s, mm(r, 6, 22))],
         5: ["Irregular spiculated high-density mass in the %s breast at %d o'clock measuring %s." % (s, r.randint(1, 12), mm(r, 9, 30))]}[birads]
    routine = "Routine annual screening mammography." if us else "Routine recall for screening in 3 years."
    rec = {1: routine, 2: routine,
           0: "Recall for additional imaging: spot compression views and ultrasound.",
           3: "Short-interval follow-up diagnostic mammogram and ultrasound in 6 months.",
           4: "Stereotactic biopsy recommended.", 5: "Ultrasound-guided core biopsy; appropriate action should be taken."}[birads]
    return dict(birads=birads, dens=dens, dtxt=dtxt, findings=f, rec=rec, side=s)
