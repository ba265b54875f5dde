"""Ophthalmology notes."""
from phi import S
from common import (gp_word, pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age)
from case import org_name

VA_M = ["6/5", "6/6", "6/7.5", "6/9", "6/12", "6/18", "6/24", "6/36", "6/60", "CF", "HM"]
VA_F = ["20/15", "20/20", "20/25", "20/30", "20/40", "20/50", "20/70", "20/100", "20/200", "CF", "HM"]


def va(c, good=True):
    scale = VA_F if c.loc.code in ("US", "CA") else VA_M
    r = c.rng
    return scale[r.randint(0, 4)] if good else scale[r.randint(3, 10)]


def va_line(c):
    ph = " (PH " + va(c) + ")" if chance(c, 0.4) else ""
    return "VA: RE %s%s, LE %s (%s)" % (va(c, chance(c, 0.6)), ph, va(c, chance(c, 0.6)),
                                       pick(c, ["Snellen, with glasses", "unaided", "Snellen, own specs", "habitual correction"]))


def iop(c):
    r = c.rng
    return "IOP: %d / %d mmHg (%s) at %s" % (r.randint(10, 32), r.randint(10, 32), pick(c, ["GAT", "iCare", "Goldmann"]), time_s(c))


KINDS = {
    "cataract": dict(dx=["Age-related cataract, both eyes, R>L", "Posterior subcapsular cataract, left eye", "Fuchs endothelial dystrophy with cataract"],
                     clinic="cataract", sx=["{P} notices glare when driving at night and difficulty reading.", "{P} reports gradual blurring over {m} months, worse in bright light.",
                                             "{P} has given up reading the newspaper and struggles with the television subtitles."],
                     ant=["Anterior segment: NS++ cataract RE, NS+ LE; quiet AC.", "Anterior segment: PSC LE, NS+ RE; deep AC.", "Anterior segment: guttata ++ both corneas, NS++ cataract."],
                     fun=["Fundus: healthy discs, flat maculae.", "Fundus: limited view RE; B-scan flat retina."],
                     plan="Listed for right phacoemulsification and IOL under local anaesthetic; biometry today, target -0.25 D. Consent discussed (risks including PCR ~2%)."),
    "glaucoma": dict(dx=["Primary open-angle glaucoma", "Ocular hypertension", "Pseudoexfoliation glaucoma, right eye", "Normal-tension glaucoma"],
                     clinic="glaucoma", sx=["{P} is asymptomatic; raised pressures were found by {poss} optometrist.", "{P} has noticed bumping into door frames on the right."],
                     ant=["Anterior segment: deep and quiet; PXF material on anterior capsule RE.", "Anterior segment: open angles on gonioscopy (Shaffer grade 4)."],
                     fun=["Fundus: CDR 0.7 RE, 0.5 LE, inferior notch RE; macula flat.", "Fundus: CDR 0.85 RE with bayonetting, 0.6 LE."],
                     plan="Start latanoprost 0.005% nocte both eyes; SLT offered as alternative. Recheck IOP in 3 months."),
    "amd": dict(dx=["Neovascular age-related macular degeneration, left eye", "Epiretinal membrane, left eye", "Geographic atrophy, both eyes"],
                clinic="medical retina", sx=["{P} describes straight lines looking wavy in the left eye for {m} weeks.", "{P} has a grey patch in the centre of {poss} vision."],
                ant=["Anterior segment: pseudophakic both eyes, quiet.", "Anterior segment: early NS cataract, quiet."],
                fun=["Fundus: drusen and subretinal fluid LE; dry AMD RE.", "Fundus: ERM with striae LE; RE drusen."],
                plan="Commence intravitreal aflibercept loading (3 x monthly) to the left eye; first injection {inj}."),
    "dr": dict(dx=["Proliferative diabetic retinopathy", "Diabetic macular oedema, right eye"],
               clinic="diabetic eye", sx=["{P} was referred from the diabetic eye screening programme.", "{P} noticed floaters in the right eye {m} weeks ago."],
               ant=["Anterior segment: quiet; no rubeosis.", "Anterior segment: early cataract, no NVI."],
               fun=["Fundus: NVD, scattered blot haemorrhages, PRP scars.", "Fundus: exudates within 1 DD of fovea RE, IRMA."],
               plan="PRP to RE in laser clinic; HbA1c 78 - please optimise glycaemic control."),
    "crvo": dict(dx=["Central retinal vein occlusion, right eye, with macular oedema", "Branch retinal vein occlusion, left eye"],
                 clinic="medical retina", sx=["{P} woke with blurred vision in the right eye {m} weeks ago."],
                 ant=["Anterior segment: quiet, no NVI on undilated gonioscopy."],
                 fun=["Fundus: four-quadrant flame haemorrhages, disc swelling, CMO RE.", "Fundus: superotemporal BRVO LE with CMO."],
                 plan="Anti-VEGF to RE; check BP, lipids, FBC, ESR."),
}


def clinic_letter(c):
    p, L, r = c.pt, c.loc, c.rng
    kind = pick(c, ["cataract", "cataract", "glaucoma", "amd", "dr", "crvo"])
    K = KINDS[kind]
    us = L.code in ("US", "CA")
    fill = lambda t: t.replace("{P}", p.Pronoun).replace("{poss}", p.poss).replace("{m}", str(r.randint(2, 14)))
    if us or chance(c, 0.3):
        is_letter = False
        s = [hdr_kv(c, pick(c, ["OPHTHALMOLOGY CONSULTATION", "Eye Clinic Progress Note", "%s Clinic Visit" % K["clinic"].title()]),
                    loc_line="Clinic: " + c.site.n() + pick(c, ["", ", Room " + S("LOCATION_OTHER", str(r.randint(1, 14)))]),
                    provider="Provider: " + c.cons.t("full") + "; Technician: " + c.nurse.nm())]
        open_ = "%s %s is %s %s referred by %s." % (p.title, p.name("surname"), c.a_age(), p.sexword, c.gp.t("full"))
    else:
        is_letter = True
        s = [letter_open(c, pick(c, ["Ophthalmology Department", "Eye Clinic", "%s Service" % K["clinic"].title()]))]
        open_ = "I reviewed %s in the %s clinic on %s. %s is %s %s." % (
            p.name(pick(c, ["full", "title"])), K["clinic"], c.v(pick(c, [c.ds, L.wd_style(r)])), p.Pronoun,
            c.a_age(pick(c, ["year-old", "words"])), p.manwoman)
    s.append("Diagnosis:\n1. %s\n2. %s" % (pick(c, K["dx"]), pick(c, ["Type 2 diabetes", "Hypertension", "Dry eye",
                                                                     "Previous retinal detachment repair, RE (" + c.d(c.past(400, 3000), "year") + ")"])))
    extra = pick(c, ["", " Symptoms began around %s." % S("DATE", pick(c, L.holidays())),
                     " %s was referred by %s optometrist, %s (%s)." % (p.Pronoun, p.poss, S("DOCTOR", rand_name(c)),
                                                                       S("HOSPITAL", stem(c) + (" Opticians" if not us else " Optometry"))),
                     " First noticed on %s." % c.d(c.past(20, 200), L.daymonth_style(r))])
    s.append(open_ + " " + fill(pick(c, K["sx"])) + extra)
    s.append(va_line(c) + "\n" + iop(c) + "\n" + pick(c, K["ant"]) + "\n" + pick(c, K["fun"]))
    if kind in ("amd", "crvo", "dr"):
        s.append("OCT (%s): central subfield thickness %d um RE, %d um LE. Scan ID %s." % (
            c.v(), r.randint(240, 620), r.randint(240, 620), S("IDNUM", "OCT-%d-%05d" % (c.visit.year, r.randint(0, 99999)))))
    if kind == "glaucoma":
        s.append("Humphrey 24-2 (%s): MD %.1f dB RE, %.1f dB LE; reliable." % (c.v(), -r.uniform(0.5, 14), -r.uniform(0.5, 10)))
    s.append("Plan: " + K["plan"].replace("{inj}", c.dd(r.randint(5, 14))))
    if chance(c, 0.35) and not c.child:
        body = {"UK": "the DVLA", "IE": "the NDLS", "AU": "the state licensing authority", "NZ": "NZTA",
                "US": "the state DMV", "CA": "the provincial licensing authority"}[L.code]
        meets = chance(c, 0.6)
        s.append("Driving: %s drives %s (reg. %s). Binocular Esterman today %s; %s." % (
            p.pronoun, pick(c, ["a taxi", "for work", "locally only", "a delivery van"]), S("VEHICLE", L.plate(r)),
            "meets the standard" if meets else "does not meet the standard",
            "no need to inform " + body + " at present" if meets else "advised to stop driving and inform " + body))
    if c.child:
        s.append("Seen with %s %s %s, who will help with drops." % (p.poss, c.rel[0].relation, c.rel[0].name("full")))
    else:
        s.append(occ_sentence(c, where=chance(c, 0.5)) + " " + pick(c, ["Lives with %s %s %s%s." % (p.poss, c.rel[0].relation, c.rel[0].name("given"), rel_occ(c.rel[0])),
                                                                        "Lives alone; %s %s %s visits daily (%s)." % (p.poss, c.rel[0].relation, c.rel[0].name("full"), c.phone(c.rel[0].phone))]))
    s.append(fu_line(c))
    if is_letter:
        s.append(sign_letter(c, pick(c, ["Consultant Ophthalmologist", "Consultant Ophthalmic Surgeon", "Specialty Registrar in Ophthalmology"])))
    else:
        s.append(esign(c))
    return s


def cataract_op(c):
    p, L, r = c.pt, c.loc, c.rng
    eye = pick(c, ["Right", "Left"])
    theatre = str(r.randint(1, 8))
    s = [pick(c, ["OPERATION NOTE - OPHTHALMOLOGY", "Operative Report: Cataract Surgery", "Theatre record - phaco + IOL"])]
    s.append("Patient: %s   DOB: %s   %s" % (p.name(pick(c, ["upper", "full"])), c.dob_s(), id_line(c)))
    s.append("Date: %s   Theatre: %s, %s" % (c.v(pick(c, [c.ds, L.wd_style(r)])), S("LOCATION_OTHER", theatre), c.site.n()))
    s.append("Surgeon: %s\nAssistant: %s\nAnaesthetist: %s\nScrub: %s\nCirculating: %s" % (
        c.cons.t("full"), c.trainee.t("full"), c.cons2.t("full") if chance(c, 0.5) else "nil (topical/sub-Tenon's by surgeon)",
        c.nurse.nm() + ", " + c.nurse.creds, c.nurse2.nm()))
    s.append("Procedure: %s phacoemulsification + in-the-bag IOL\nAnaesthesia: %s" % (
        eye, pick(c, ["topical + intracameral", "sub-Tenon's 3 mL lidocaine 2%", "peribulbar", "GA"])))
    power = r.choice([x / 2 for x in range(30, 56)])
    sn = pick(c, ["%08d" % r.randint(0, 99999999), "%d%s%05d" % (r.randint(10, 99), pick(c, ["A", "B", "K"]), r.randint(0, 99999)),
                  "%07d-%03d" % (r.randint(0, 9999999), r.randint(1, 999))])
    s.append("IOL: hydrophobic acrylic monofocal, model %s, %+.1f D\nSerial no: %s%s" % (
        pick(c, ["HX-60", "AQ-1 Monofocal", "TNF-22", "CT-409", "Optiflex 3"]), power, S("DEVICE", sn),
        ("   Lot: " + S("DEVICE", "L%06d" % r.randint(0, 999999))) if chance(c, 0.4) else ""))
    s.append("Biometry (%s): AL %.2f mm, K1 %.2f, K2 %.2f, ACD %.2f; formula %s; target %+.2f D." % (
        c.d(c.past(14, 90, 0)), r.uniform(21.5, 26.5), r.uniform(41, 46), r.uniform(41, 46), r.uniform(2.4, 3.8),
        pick(c, ["SRK/T", "Barrett Universal II", "Hoffer Q"]), pick(c, [-0.25, -0.5, 0.0])))
    s.append("Details: 2.2 mm temporal clear corneal incision, 2 side ports. Viscoelastic. CCC %s. Hydrodissection. "
             "%s phaco, %s. I/A. IOL injected into bag. Viscoelastic removed. Stromal hydration. Intracameral cefuroxime 1 mg/0.1 mL." % (
                 pick(c, ["5.5 mm, complete", "with trypan blue, 5 mm", "completed with forceps"]),
                 pick(c, ["Divide and conquer", "Stop and chop", "Phaco chop"]),
                 pick(c, ["uneventful", "small floppy iris managed with iris hooks", "mild zonular laxity noted"])))
    s.append("Complications: " + pick(c, ["none", "none", "posterior capsule rupture with vitreous loss - anterior vitrectomy, 3-piece IOL in sulcus"]))
    s.append("Post-op: dexamethasone 0.1%% QDS x 4 weeks, chloramphenicol 0.5%% QDS x 1 week. Shield at night. "
             "Review %s; optometrist refraction at 4-6 weeks." % pick(c, ["in 2 weeks by nurse", "at 1 day (post-op clinic " + c.dd(1) + ")", "by telephone " + c.dd(r.randint(7, 14))]))
    s.append("Emergency contact: eye casualty %s (24 h)." % c.phone(c.site.phone))
    s.append(pick(c, [lambda: esign(c), lambda: "Signed " + c.cons.sig() + "  " + c.v() + " " + time_s(c)])())
    return s


def eye_casualty(c):
    p, L, r = c.pt, c.loc, c.rng
    mech = pick(c, [("metallic foreign body while grinding without goggles", "Rust ring removed with burr; corneal FB R at 4 o'clock.",
                     "chloramphenicol ointment QDS 1/52, cyclopentolate 1% stat"),
                    ("chemical splash (alkaline cleaning product) at work", "Irrigated 3 L saline until pH 7.5. Limbal ischaemia < 1 clock hour.",
                     "G. dexamethasone + G. chloramphenicol QDS, oral doxycycline, vitamin C; review 24 h"),
                    ("poked in the eye by a branch while gardening", "Corneal abrasion 3 x 2 mm, fluorescein positive; AC quiet.",
                     "chloramphenicol ointment QDS 5 days; review only if not settling"),
                    ("sudden painless loss of vision", "RAPD +; cherry-red spot; CRAO suspected.",
                     "urgent stroke pathway; discussed with " + c.cons2.t() + " (stroke registrar)"),
                    ("flashes and floaters for 2 days", "Horseshoe tear superotemporal RE with Shafer's sign; laser retinopexy done.",
                     "retinal detachment warning symptoms explained; review in 1/52 in " + c.site.n())])
    s = [hdr_terse(c) if chance(c, 0.6) else hdr_banner(c, "EYE CASUALTY")]
    s.append("Triage %s by %s (%s). Cubicle %s." % (time_s(c), c.nurse.nm(), c.nurse.creds, S("LOCATION_OTHER", str(r.randint(1, 9)))))
    s.append("PC: %s, %s." % (c.age_s("sex"), mech[0]))
    if "work" in mech[0] or "grinding" in mech[0]:
        s.append("Occupation: %s at %s. Incident reported to supervisor %s; workplace injury claim no. %s." % (
            prof_s(c.profession.replace("retired ", "") if c.profession else "labourer"), S("ORGANIZATION", c.employer), S("FAMILY", rand_name(c)),
            S("IDNUM", ("ACC" if L.code == "NZ" else pick(c, ["WC", "CL", "WCB"])) + "%08d" % r.randint(0, 99999999))))
    s.append("PMH: " + pick(c, ["nil", "myopia -6.00", "HTN, T2DM", "contact lens wearer"]) + ". Meds: " + pick(c, ["nil", "metformin, ramipril", "OCP"]) +
             ". Allergies: " + pick(c, ["NKDA", "penicillin (rash)"]) + ".")
    s.append(va_line(c))
    s.append("O/E: " + mech[1])
    s.append("Plan: " + mech[2] + ". Return if worse." + ((" %s given for %d days." % ("Fit note" if L.code == "UK" else "Work certificate", r.randint(2, 7))) if "work" in mech[0] or "grinding" in mech[0] else ""))
    s.append("Seen by %s, %s. D/w %s." % (c.trainee.t("full"), pick(c, ["ST2 Ophth", "ophthalmology resident", "Eye registrar"]), c.cons.t()))
    if chance(c, 0.5):
        s.append("Discharge letter to %s %s (%s) sent %s; fax %s." % (gp_word(c), c.gp.t(), c.gp_practice.n(), c.v(), c.fax(c.gp_practice.fax)))
    return s


def injection_record(c):
    p, L, r = c.pt, c.loc, c.rng
    drug = pick(c, ["aflibercept 2 mg", "ranibizumab 0.5 mg", "faricimab 6 mg", "bevacizumab 1.25 mg"])
    eye = pick(c, ["RE", "LE"])
    n = r.randint(2, 40)
    rows = []
    d = c.past(30 * n, 30 * n + 60, 40)
    from locale_fmt import add_days
    for i in range(min(n, 5)):
        rows.append("| %s | %s | %s | %s | %d |" % (c.d(d), eye, drug.split()[0], va(c), r.randint(250, 480)))
        d = add_days(d, r.choice([28, 35, 42, 56, 70]))
    s = [hdr_table(c, pick(c, ["INTRAVITREAL INJECTION RECORD", "Macular Treatment Centre - Injection Episode"]),
                   [("Injector", c.nurse.nm() + " (" + pick(c, ["nurse injector", "ANP"]) + ")" if chance(c, 0.5) else c.trainee.t()),
                    ("Episode", S("ACCOUNT", c.acct[1]))])]
    s.append("Indication: %s. Injection number %d to %s. Treat-and-extend regime." % (
        pick(c, ["nAMD", "DMO", "CRVO with MO", "myopic CNV"]), n, eye))
    s.append("Pre-injection: VA %s %s; IOP %d mmHg; no signs of infection. Consent confirmed (%s). WHO checklist done." % (
        eye, va(c), r.randint(11, 22), pick(c, ["written, " + c.d(c.past(30, 400, 40)), "ongoing"])))
    s.append("Procedure: povidone-iodine 5%%, speculum, %s at 3.5-4 mm from limbus, %s quadrant. Post: CF vision, optic disc perfused." % (
        drug, pick(c, ["inferotemporal", "superotemporal"])))
    s.append("History of injections:\n| Date | Eye | Drug | VA | CST |\n|---|---|---|---|---|\n" + "\n".join(rows))
    s.append("Next: %s (%d weeks). Patient given emergency card with %s." % (
        c.dd(7 * r.choice([4, 6, 8, 10, 12])), r.choice([4, 6, 8, 10, 12]), c.phone(c.site.phone)))
    if chance(c, 0.4):
        s.append("Transport: hospital transport booked; escorted by %s %s %s." % (p.poss, c.rel[0].relation, c.rel[0].name("full")))
    s.append(esign(c, c.trainee if chance(c, 0.5) else c.cons))
    return s


def paeds_orthoptic(c):
    p, L, r = c.pt, c.loc, c.rng
    par = c.rel[0]
    s = [hdr_kv(c, pick(c, ["PAEDIATRIC OPHTHALMOLOGY / ORTHOPTIC REVIEW" if L.code != "US" else "PEDIATRIC OPHTHALMOLOGY", "Orthoptic clinic"]),
                provider="Orthoptist: " + c.allied.nm() + "; Ophthalmologist: " + c.cons.t())]
    s.append("%s attended with %s %s (%s). %s" % (p.name("given"), p.poss, par.relation, par.name("full"),
                                                 "School: " + S("ORGANIZATION", c.school) + "." if c.school else ""))
    s.append("History: %s. Patching %s since %s; compliance %s per %s's diary." % (
        pick(c, ["left esotropia noted at age %s" % S("AGE", r.randint(1, 4)), "failed school vision screening", "family history of amblyopia (sister " + S("FAMILY", rand_given(c)) + ")"]),
        pick(c, ["RE 2 h/day", "RE 4 h/day", "atropine 1% weekends"]), c.d(c.past(60, 500, 1), pick(c, ["month_year", c.ds])),
        pick(c, ["good", "variable", "poor"]), par.name("given")))
    s.append("VA (%s): RE %s, LE %s. Cover test: %s. Stereo: %s." % (
        pick(c, ["Kay pictures", "Keeler crowded logMAR", "Sheridan Gardiner"]), pick(c, ["0.100", "0.200", "0.000", "0.300"]),
        pick(c, ["0.400", "0.500", "0.200", "0.800"]), pick(c, ["LET 20 dioptres near and distance", "microtropia", "straight"]),
        pick(c, ["Frisby 340 sec", "TNO nil", "Lang positive"])))
    s.append("Cycloplegic refraction (%s): RE +%.2f/-0.50x180, LE +%.2f/-0.75x10." % (c.d(c.past(20, 200, 1)), r.uniform(1, 6), r.uniform(1, 6)))
    s.append("Plan: continue patching; new glasses Rx given; review %s. Letter copied to school nurse, %s." % (c.dd(7 * r.choice([8, 12, 16])), S("DOCTOR", rand_name(c))))
    s.append(c.allied.nm() + ", Orthoptist  |  " + c.phone(c.site.phone + c.loc.ext(r)))
    return s


def cvi_cert(c):
    p, L, r = c.pt, c.loc, c.rng
    title = {"UK": "CERTIFICATE OF VISION IMPAIRMENT (CVI)", "IE": "Vision impairment certification - NCBI referral",
             "AU": "Low vision referral and certification", "NZ": "Blind and Low Vision certification",
             "US": "Certification of Legal Blindness", "CA": "CNIB / Vision Loss Rehabilitation referral"}[L.code]
    s = [title]
    s.append("Part 1 - Patient details\nName: %s\nAddress: %s\nDate of birth: %s  Age: %s\nTelephone: %s\nEmail: %s\n%s" % (
        p.name("fullmid_long"), c.addr_s(), c.dob_s(), S("AGE", c.age), c.phone(c.home_phone), S("EMAIL", c.email), id_line(c, "\n")))
    s.append("%s: %s, %s, %s" % (gp_word(c).upper() if c.loc.code != "CA" else "Family physician", c.gp.t("full"), c.gp_practice.n(), c.inst_addr(c.gp_practice)))
    s.append("Part 2 - Ophthalmologist\nI certify that this person is %s.\nBest corrected VA: RE %s, LE %s. Fields: %s.\nCause: %s." % (
        pick(c, ["sight impaired (partially sighted)", "severely sight impaired (blind)", "legally blind"]),
        va(c, False), va(c, False), pick(c, ["constricted to <10 degrees", "central scotoma bilaterally", "full"]),
        pick(c, ["advanced glaucoma", "geographic atrophy (dry AMD)", "diabetic maculopathy", "retinitis pigmentosa"])))
    s.append("Part 3 - Social\nLives %s. Preferred contact: %s %s %s, %s. Consent to share with %s: yes." % (
        pick(c, ["alone", "with spouse", "in sheltered housing"]), p.poss, c.rel[0].relation, c.rel[0].name("full"), c.phone(c.rel[0].phone),
        S("ORGANIZATION", stem(c) + pick(c, [" Sensory Services", " Low Vision Society", " Council Sight Loss Team"]))))
    s.append("Signed: %s\n%s\nHospital: %s\nDate of examination: %s" % (c.cons.sig(), c.cons.lic(), c.site.n(), c.v()))
    return s


def note(c):
    if c.child and chance(c, 0.7):
        return paeds_orthoptic(c)
    return pick(c, [clinic_letter, clinic_letter, cataract_op, eye_casualty, injection_record, cvi_cert])(c)
