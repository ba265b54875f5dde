"""Reports: prostate MRI (PI-RADS), histology (Gleason/ISUP), PSMA PET-CT."""
from case import D, DT, addr, age, dname, full, pname
from common import audit_line, gleason, hosp_letterhead, ids_inline, ipaddr_local, psa_series, sig
from core import P, add_days, digits, letters, pattern

SCANNERS = ["3T Siemens MAGNETOM Vida", "3T Philips Ingenia Elition", "1.5T GE SIGNA Artist",
            "3T GE SIGNA Premier", "1.5T Siemens MAGNETOM Sola"]
INCIDENTAL = ["Small bladder diverticulum on the left.", "Schmorl's nodes in the lower lumbar spine, incidental.",
              "Metal artefact from a left hip prosthesis limits DWI at the left apex.",
              "Simple right renal cortical cyst partially imaged (Bosniak 1).",
              "Bilateral small fat-containing inguinal hernias.", "No incidental findings.",
              "Utricle cyst 6 mm in the midline, of no significance."]


def _acc(rng, c, kind):
    y = c.d["mri"].year % 100
    return {"mri": rng.choice(["RAD", "MR", "ACC", ""]) + digits(rng, rng.choice([7, 8])),
            "path": rng.choice(["S", "H", "NP", "CP"]) + "%02d-%s" % (y, digits(rng, 5)),
            "pet": "NM" + digits(rng, 7)}[kind]


def mri_report(rng, n, c):
    k = c.k
    ct = c.country
    site = c.img if rng.random() < 0.5 else c.hosp
    if rng.random() < 0.5:
        hosp_letterhead(rng, n, c, name=site, unit="Department of Radiology")
    else:
        n.ln("{s} - Radiology Report", s=P("HOSPITAL", site))
    n.ln("")
    exam = rng.choice(["MRI PROSTATE (MULTIPARAMETRIC)", "MR Prostate mpMRI", "MRI PELVIS - PROSTATE (BIPARAMETRIC)",
                       "Multiparametric MRI prostate with contrast"])
    n.ln("Examination: " + exam)
    nm = rng.choice(["caps", "capsmid", "lastfirst", "full"])
    n.ln("Patient: {p}    DOB: {d}    Sex: M    Age: {a}", p=pname(c, nm), d=DT(c, c.dob), a=age(c, "mri"))
    n.ln("{x}", x=ids_inline(rng, c, with_plan=rng.random() < 0.3))
    t = "%02d:%02d" % (rng.randint(7, 20), rng.choice([0, 10, 15, 20, 30, 40, 45, 50]))
    n.ln("Accession: {a}    Exam date: {d} {t}", a=P("IDNUM", _acc(rng, c, "mri")), d=D(c, "mri"), t=t)
    n.ln("Referrer: {u}, {h}", u=dname(rng, c.uro, rng.choice(["tinit", "tfull", "tlast"])),
         h=P("HOSPITAL", c.hosp if site != c.hosp else c.priv))
    if rng.random() < 0.25:
        n.ln("Scanner: {s} (room {r}, system SN {sn})", s=rng.choice(SCANNERS),
             r=P("LOCATION_OTHER", "MR" + str(rng.randint(1, 4))), sn=P("DEVICE", digits(rng, 5)))
    else:
        n.ln("Scanner: " + rng.choice(SCANNERS))
    n.ln("")
    n.ln("CLINICAL DETAILS:")
    n.ln("PSA {v} ng/mL ({d}). {x}", v="%.1f" % k.psa, d=DT(c, "psa2"),
         x=rng.choice(["Raised PSA, no prior biopsy.", "Raised age-specific PSA, DRE benign.",
                       "On active surveillance - routine 12-month MRI.", "Rising PSA, FHx prostate Ca.",
                       "?Prostate cancer. 2WW pathway." if ct == "GB" else "?Prostate cancer. Urgent."]))
    n.ln("")
    n.ln("TECHNIQUE:")
    n.ln("Axial, sagittal and coronal T2W; DWI (b 0/50/800/1400 s/mm2) with ADC map; "
         + rng.choice(["DCE after 7.5 mL gadobutrol IV.", "no contrast (bpMRI protocol).",
                       "DCE after gadoterate 15 mL IV. Hyoscine butylbromide 20 mg IV given."]))
    n.ln("Image quality: PI-QUAL %d/5." % rng.choice([3, 4, 4, 5]))
    if rng.random() < 0.4:
        n.ln("Comparison: MRI prostate {d} ({h}).", d=DT(c, add_days(c.d["mri"], -rng.randint(380, 1100))),
             h=P("HOSPITAL", c.img))
    else:
        n.ln("Comparison: none available.")
    n.ln("")
    n.ln("FINDINGS:")
    a, b, h = rng.randint(38, 62), rng.randint(30, 52), rng.randint(32, 58)
    n.ln("Prostate measures %d x %d x %d mm; volume %d mL (ellipsoid). PSA density %.2f ng/mL/mL." % (a, b, h, k.vol, k.psad))
    n.ln("Transition zone: %s" % rng.choice(["BPH nodules, typical, PI-RADS 2.", "heterogeneous, encapsulated nodules, score 2.",
                                             "mild enlargement, no suspicious lesion."]))
    if k.pirads >= 3:
        n.ln("Lesion 1: %s %s (%s), %s. %d mm on T2W; marked restriction, ADC %d um2/s; DCE %s." %
             (k.side, k.zone, k.zlong, k.level, k.size, k.adc, rng.choice(["positive", "positive", "negative", "n/a"])))
        n.ln("PI-RADS v2.1 category: %d. Sector map: %s." % (k.pirads, rng.choice(["6a, 6p", "8p, 10p", "3p", "13as, 14as", "11p, 12p"])))
        n.ln("Extraprostatic extension: Likert %d/5 (%s). Seminal vesicles: %s. NVBs: %s." % (
            k.lik_epe, rng.choice(["capsular contact 9 mm", "no capsular bulge", "broad capsular contact, irregularity"]),
            rng.choice(["normal", "normal", "equivocal low T2 on the left"]), rng.choice(["preserved", "preserved", "abutted on the left"])))
    else:
        n.ln("Peripheral zone: patchy low T2 signal, wedge-shaped, with no focal restriction. No PI-RADS 3 or above lesion.")
    n.ln("Lymph nodes: " + rng.choice(["no pathological nodes (short axis <8 mm).", "sub-centimetre external iliac nodes, likely reactive.",
                                       "none enlarged."]))
    n.ln("Bones: " + rng.choice(["no suspicious marrow lesion.", "degenerative change only; no focal lesion.",
                                 "bone island in right ilium, benign."]))
    n.ln(rng.choice(INCIDENTAL))
    n.ln("")
    n.ln("CONCLUSION:")
    if k.pirads >= 3:
        n.ln("1. PI-RADS %d lesion %s %s %s, %d mm. Likert %d." % (k.pirads, k.side, k.zone, k.level, k.size, k.pirads))
        n.ln("2. Organ-confined on MRI (mrT%s)." % rng.choice(["2", "2", "3a"]))
        n.ln("Recommend targeted transperineal biopsy" + rng.choice([".", " plus systematic sampling.", "; discuss at MDT."]))
    else:
        n.ln("No suspicious lesion (PI-RADS %d). PSA density %.2f. Consider PSA monitoring per local pathway." % (k.pirads, k.psad))
    n.ln("")
    who = c.rad
    n.ln("Reported by: {r}, " + ("Radiologist" if ct in ("US", "CA") else "Consultant Radiologist") + "    {d} {t}", r=dname(rng, who, rng.choice(["tfull", "tinit"])),
         d=DT(c, add_days(c.d["mri"], rng.randint(0, 4))), t="%02d:%02d" % (rng.randint(8, 19), rng.randint(0, 59)))
    if rng.random() < 0.5:
        n.ln("Double reported: {r} (prostate MRI second reader)", r=dname(rng, c.reg, "tinit"))
    if who.lic and rng.random() < 0.4:
        n.ln("{l} {v}", l=who.lic[0], v=P("LICENSE", who.lic[1]))
    if rng.random() < 0.35:
        n.ln("Verified at workstation {w} ({ip}) by {u}", w=rng.choice(["RADWS-07", "PACS-RPT3", "URO-MR-2"]),
             ip=P("IPADDR", ipaddr_local(rng)), u=P("USERNAME", who.user))
    n.ln("cc: {u}; {g} ({p})", u=dname(rng, c.uro, "tinit"), g=dname(rng, c.gp, "tinit"), p=P("HOSPITAL", c.practice))


def histology(rng, n, c):
    k = c.k
    ct = c.country
    n.ln("{l}", l=P("HOSPITAL", c.lab))
    if rng.random() < 0.5:
        n.ln("{a}", a=addr(c, c.hosp_place))
        n.ln("Enquiries: {t}  Fax: {f}", t=P("PHONE", c.hosp_tel), f=P("FAX", c.hosp_fax))
    n.ln(rng.choice(["CELLULAR PATHOLOGY REPORT", "HISTOPATHOLOGY REPORT", "Surgical Pathology Report"]))
    n.ln("")
    lab = _acc(rng, c, "path")
    n.ln("Lab No: {l}    {m}: {v}", l=P("IDNUM", lab), m=c.mrn[0], v=P("MRN", c.mrn[1]))
    if c.nat:
        n.ln("{a}: {v}", a=c.nat[0], v=P("MRN", c.nat[1]))
    if rng.random() < 0.5:
        n.ln("Surname: {s}   Forename: {f}   Sex: M", s=P("PATIENT", c.last.upper()), f=P("PATIENT", c.first.upper()))
    else:
        n.ln("Name: {p}", p=pname(c, rng.choice(["caps", "capsmid", "lastfirst"])))
    n.ln("DOB: {d}   Age: {a}", d=DT(c, c.dob), a=age(c, "bx"))
    n.ln("Source: {h}, {w}", h=P("HOSPITAL", c.hosp), w=P("HOSPITAL", c.ward) if rng.random() < 0.4
         else rng.choice(["Urology Day Unit", "Urology outpatients", "Urology Investigations Unit"]))
    n.ln("Requesting clinician: {u}", u=dname(rng, c.uro, rng.choice(["tfull", "tinit", "caps"])))
    n.ln("Collected: {a}   Received: {b}   Reported: {r}", a=DT(c, "bx"), b=DT(c, add_days(c.d["bx"], 1)), r=DT(c, "histo"))
    n.ln("")
    n.ln("CLINICAL DETAILS: PSA %.1f. MRI PI-RADS %d %s %s. LATP biopsy, %s." %
         (k.psa, k.pirads, k.side, k.zone, rng.choice(["targeted + systematic", "targeted x%d + 12 systematic" % k.targ, "template"])))
    n.ln("")
    pots = ["Right anterior", "Right posterior", "Left anterior", "Left posterior", "Right apex", "Left apex"]
    npot = rng.randint(4, 6)
    letters_ = "ABCDEFGH"
    n.ln("SPECIMENS:")
    sites = ["Target 1 (%s %s)" % (k.side, k.zone)] + pots[:npot - 1]
    for i, s in enumerate(sites):
        n.ln("{L}. {s} - {x} cores", L=letters_[i], s=s, x=str(k.targ if i == 0 else rng.randint(2, 4)))
    n.ln("")
    n.ln("MACROSCOPY:")
    n.ln("%d pots received in formalin, labelled with the patient's details. Cores measure 6-18 mm. All embedded (%d blocks)." %
         (len(sites), len(sites)))
    n.ln("")
    n.ln("MICROSCOPY:")
    if k.gg:
        n.ln("Cores from %s show infiltrating acinar adenocarcinoma. Pattern 4 component comprises poorly formed and fused glands%s. "
             "%s. %s. No intraductal carcinoma." % (
                 "A" if k.pos == 1 else "A, " + ", ".join(letters_[1:min(k.pos, len(sites))]) if k.pos > 1 else "A",
                 ", with cribriform architecture" if k.cribriform else "; no cribriform pattern",
                 "Perineural invasion identified" if k.pni else "No perineural invasion",
                 "No extraprostatic fat involvement"))
    else:
        n.ln("Benign prostatic glands and stroma with focal chronic inflammation and partial atrophy. "
             "Basal cells retained (p63/CK5 positive, AMACR negative). No HGPIN.")
    n.ln("")
    n.ln("SUMMARY:")
    n.ln("Pot | Cores +ve | Gleason | GG | Max CCL (mm) | % pattern 4")
    for i, s in enumerate(sites):
        pos = i < k.pos and k.gg > 0
        n.ln("%s | %s | %s | %s | %s | %s" % (letters_[i], "%d/%d" % (min(2, k.targ), k.targ if i == 0 else 3) if pos else "0",
                                               "%s+%s=%d" % (k.p1, k.p2, k.score) if pos else "-", str(k.gg) if pos else "-",
                                               str(max(1, k.ccl - i)) if pos else "-", str(k.pct4) if pos else "-"))
    n.ln("")
    n.ln("CONCLUSION: " + gleason(rng, k) + (". Highest grade in pot A (target)." if k.gg else "."))
    n.ln("SNOMED: T-9200%d M-%s" % (rng.randint(0, 9), "81403" if k.gg else "00100"))
    if k.gg and rng.random() < 0.4:
        n.ln("Blocks {b} sent for external review to {h} ({r}); addendum to follow.", b=P("IDNUM", lab + "/A" + str(rng.randint(1, 3))),
             h=P("HOSPITAL", c.hosp if c.lab != c.hosp else c.cc), r=dname(rng, c.onc, "tinit"))
    n.ln("")
    n.ln("Reported by: {p}, " + ("Pathologist" if ct in ("US", "CA") else "Consultant Histopathologist"), p=dname(rng, c.path, rng.choice(["tfull", "tinit", "caps"])))
    if rng.random() < 0.5:
        n.ln("Authorised {d}  {t}  ({u})", d=DT(c, "histo"), t="%02d:%02d" % (rng.randint(8, 18), rng.randint(0, 59)),
             u=P("USERNAME", c.path.user))
    if rng.random() < 0.3 and c.path.lic:
        n.ln("{l} {v}", l=c.path.lic[0], v=P("LICENSE", c.path.lic[1]))
    if rng.random() < 0.35:
        n.ln("Copies: {u}; {cn}, Uro-oncology CNS", u=dname(rng, c.uro, "tinit"), cn=dname(rng, c.cns, "full"))


def psma_pet(rng, n, c):
    k = c.k
    ct = c.country
    bcr = rng.random() < 0.4
    hosp_letterhead(rng, n, c, name=rng.choice([c.hosp, c.img, c.cc]), unit="Nuclear Medicine / PET-CT")
    n.ln("")
    tracer = rng.choice(["68Ga-PSMA-11", "18F-DCFPyL", "18F-PSMA-1007", "68Ga-PSMA-11"])
    n.ln("EXAMINATION: %s PET/CT, vertex to mid-thigh" % tracer)
    n.ln("Patient: {p}   DOB {d}   {m}: {v}", p=pname(c, rng.choice(["caps", "lastfirst", "full"])), d=DT(c, c.dob),
         m=c.mrn[0], v=P("MRN", c.mrn[1]))
    when = add_days(c.d["tx"], rng.randint(200, 900)) if bcr else add_days(c.d["mdt"], -rng.randint(1, 6))
    n.ln("Study date: {d}    Accession: {a}", d=D(c, when), a=P("IDNUM", _acc(rng, c, "pet")))
    if c.plans and ct in ("AU", "US", "ZA") and rng.random() < 0.6:
        n.ln("Billing: {l} {v}; claim {r}", l=c.plans[0][0], v=P("HEALTHPLAN", c.plans[0][1]),
             r=P("ACCOUNT", rng.choice(["CLM", "INV"]) + digits(rng, 8)))
    n.ln("Referring: {o}", o=dname(rng, c.onc if bcr else c.uro, rng.choice(["tfull", "tinit"])))
    n.ln("")
    if bcr:
        v = round(rng.uniform(0.12, 1.8), 2)
        n.ln("INDICATION: Biochemical recurrence after RALP ({d}, pT{t} {g}). PSA {v} ng/mL on {d2}, "
             "doubling time %d months." % rng.randint(4, 18),
             d=DT(c, "tx"), t=rng.choice(["2", "3a", "3b"]), g="GG%d" % max(2, k.gg), v="%.2f" % v,
             d2=DT(c, add_days(when, -rng.randint(7, 30))))
    else:
        n.ln("INDICATION: Primary staging, %s, PSA %.1f, MRI PI-RADS %d. MDT request." % (gleason(rng, k), k.psa, k.pirads))
    n.ln("")
    n.ln("TECHNIQUE: %d MBq %s IV at %02d:%02d, uptake %d min. Low-dose CT for attenuation correction. "
         "Radiopharmacy batch %s (exp %s). Weight %d kg." % (rng.randint(140, 330), tracer, rng.randint(8, 14),
                                                             rng.randint(0, 59), rng.choice([60, 60, 90, 120]),
                                                             letters(rng, 2) + digits(rng, 5), rng.choice(["14:30", "16:00", "13:45"]),
                                                             rng.randint(62, 118)))
    if rng.random() < 0.2:
        n.ln("Camera: Siemens Biograph Vision, serial {s}", s=P("DEVICE", digits(rng, 4)))
    n.ln("")
    n.ln("FINDINGS:")
    sv = round(rng.uniform(4, 28), 1)
    if bcr:
        n.ln("Prostate bed: %s" % rng.choice(["no focal uptake at the vesicourethral anastomosis.",
                                               "focal uptake at the left vesicourethral anastomosis, SUVmax %.1f." % sv]))
        n.ln("Nodes: %s" % rng.choice(["6 mm right external iliac node, SUVmax %.1f (miPSMA 3)." % (sv / 2),
                                        "no PSMA-avid nodes.", "left common iliac node 5 mm SUVmax 4.1 - equivocal."]))
    else:
        n.ln("Prostate: intense focal uptake %s %s, SUVmax %.1f (miPSMA expression score %d)." % (k.side, k.zone, sv, rng.randint(2, 3)))
        n.ln("Nodes: %s" % rng.choice(["no PSMA-avid pelvic or extrapelvic nodes.", "single left obturator node 7 mm, SUVmax 6.3."]))
    n.ln("Bones: %s" % rng.choice(["no PSMA-avid osseous lesions.", "low-grade uptake in a right rib, likely fracture.",
                                   "Paget's disease right hemipelvis with mild diffuse uptake - not metastatic pattern."]))
    n.ln("Other: physiological uptake in salivary and lacrimal glands, liver, spleen, kidneys and bowel. "
         "Mild coeliac ganglion uptake (normal variant).")
    n.ln("")
    n.ln("IMPRESSION: miTNM %s (PROMISE v2). %s" % (
        rng.choice(["T0 N0 M0", "Tr N0 M0", "T0 N1 M0"] if bcr else ["T2 N0 M0", "T3a N0 M0", "T2 N1 M0"]),
        rng.choice(["Findings to be discussed at the uro-oncology MDT.", "Suitable for salvage RT to the prostate bed.",
                    "No evidence of metastatic disease."])))
    n.ln("")
    n.ln("Reported by {r}, Nuclear Medicine Physician; {d}", r=dname(rng, c.rad, rng.choice(["tfull", "tinit"])),
         d=DT(c, add_days(when, rng.randint(0, 3))))
    if rng.random() < 0.3:
        n.ln("Dual reported with {r}.", r=dname(rng, c.reg, "tfull"))
    if rng.random() < 0.3:
        audit_line(rng, n, c, c.rad, add_days(when, 1))
