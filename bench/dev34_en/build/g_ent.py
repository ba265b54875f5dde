"""ENT and audiology notes."""
from phi import S
from common import (pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age)
from locale_fmt import add_days

FREQS = [250, 500, 1000, 2000, 3000, 4000, 6000, 8000]


def audiogram(c, pattern=None):
    r = c.rng
    pattern = pattern or pick(c, ["presbycusis", "noise", "conductive", "asym"])
    rows = []
    for ear in ("R AC", "L AC"):
        vals = []
        for i, f in enumerate(FREQS):
            if pattern == "presbycusis":
                v = 15 + i * 8 + r.randint(-5, 5)
            elif pattern == "noise":
                v = 15 + (35 if f in (3000, 4000, 6000) else 5) + r.randint(-5, 5)
            elif pattern == "conductive":
                v = 35 + r.randint(-5, 10)
            else:
                v = (20 + i * 4 if ear.startswith("R") else 40 + i * 7) + r.randint(-5, 5)
            vals.append(str(max(0, min(120, 5 * round(v / 5)))))
        rows.append(ear.ljust(6) + "".join(x.rjust(6) for x in vals))
    if pattern == "conductive":
        rows.append("R BC".ljust(6) + "".join(str(5 * r.randint(1, 3)).rjust(6) for _ in FREQS))
    head = "Hz".ljust(6) + "".join(str(f).rjust(6) for f in FREQS)
    return head + "\n" + "\n".join(rows)


def hearing_aid_fitting(c):
    p, L, r = c.pt, c.loc, c.rng
    aud = c.allied
    aud_lic = c.loc.clin_license(r, "audiologist")
    s = [hdr_kv(c, pick(c, ["AUDIOLOGY - HEARING AID FITTING", "Hearing Aid Fitting Record", "Adult Audiology: Fitting & Verification"]),
                loc_line="Location: " + c.site.n() + ", " + pick(c, ["Booth ", "Room "]) + S("LOCATION_OTHER", str(r.randint(1, 9)) + pick(c, ["", "A", "B"])),
                provider="Audiologist: " + aud.nm() + ", " + pick(c, ["Clinical Scientist (Audiology)", "Au.D.", "MAud", "Audiologist"]) + " (" + "%s %s" % (
                    aud_lic[0], S("LICENSE", aud_lic[1])) + ")")]
    s.append("Referral: %s, %s, dated %s, for bilateral %s hearing loss." % (
        c.cons.t(), pick(c, ["ENT", "Otolaryngology"]), c.d(c.past(20, 120)), pick(c, ["sensorineural", "mild-moderate", "high-frequency"])))
    s.append("Audiogram (%s), dB HL:\n%s" % (c.d(c.past(7, 60)), audiogram(c, pick(c, ["presbycusis", "noise"]))))
    model = pick(c, ["Verity 312 RIC", "Sonara BTE 13", "Aurel RIC-R (rechargeable)", "Clearwave ITE"])
    snr = "%s%07d" % (pick(c, ["", "R", "SN"]), r.randint(0, 9999999))
    snl = "%s%07d" % (pick(c, ["", "L", "SN"]), r.randint(0, 9999999))
    s.append("Devices fitted:\n  Right: %s, serial %s, receiver %s, %s dome\n  Left:  %s, serial %s, receiver %s, %s dome" % (
        model, S("DEVICE", snr), pick(c, ["M", "S", "P"]), pick(c, ["open", "closed", "power"]),
        model, S("DEVICE", snl), pick(c, ["M", "S", "P"]), pick(c, ["open", "closed", "power"])))
    if chance(c, 0.4):
        s.append("Remote/streamer: %s serial %s, paired with patient's phone." % (pick(c, ["TV Connector", "Remote Mic"]), S("DEVICE", "%s-%06d" % (pick(c, ["TVC", "RM", "ST"]), r.randint(0, 999999)))))
    s.append("Verification: REM to NAL-NL2 within 5 dB from 500 to 4000 Hz. Feedback manager run. Programs: P1 auto, P2 %s." % pick(c, ["noise", "music", "telecoil"]))
    s.append("Counselling: insertion/removal, cleaning, battery/charging, realistic expectations. Patient %s. Accompanied by %s %s %s." % (
        pick(c, ["managed insertion independently", "needed help with left aid", "anxious about cost"]), p.poss, c.rel[0].relation, c.rel[0].name("full")))
    if L.code == "US":
        s.append("Billing: %s %s; warranty registered %s, expires %s." % (c.acct[0], S("ACCOUNT", c.acct[1]), c.v(), c.dd(365 * 3)))
    elif L.code == "AU":
        s.append("Funded under the Hearing Services Program; voucher %s." % S("IDNUM", "HSP%08d" % r.randint(0, 99999999)))
    elif L.code == "NZ":
        s.append("Funded under ACC (claim %s) as noise-induced hearing loss; employer %s." % (
            S("IDNUM", "ACC%08d" % r.randint(0, 99999999)), S("ORGANIZATION", c.employer)))
    s.append("Follow-up: %s; patient may also contact %s or %s." % (
        c.dd(r.choice([14, 21, 28, 42])), c.phone(c.site.phone), S("EMAIL", c.site.email)))
    s.append(pick(c, [lambda: esign(c, aud), lambda: aud.nm() + "\n" + S("EMAIL", aud.email) + "\n" + c.v()])())
    return s


def ent_letter(c):
    p, L, r = c.pt, c.loc, c.rng
    prob = pick(c, ["asym", "cso", "nasal", "voice", "neck", "tinnitus"])
    us = L.code in ("US", "CA")
    if us or chance(c, 0.25):
        s = [hdr_kv(c, pick(c, ["OTOLARYNGOLOGY CONSULTATION", "ENT NEW PATIENT", "Head & Neck Clinic Note"]),
                    provider="Attending: " + c.cons.t("full") + "   Resident: " + c.trainee.t("full"))]
        letter = False
    else:
        s = [letter_open(c, pick(c, ["Department of Otolaryngology", "ENT Department", "Ear, Nose and Throat Surgery"]))]
        letter = True
    age = c.age_s(pick(c, ["year-old", "yo", "y/o"]))
    H = {
        "asym": ("Thank you for referring this %s %s with right-sided hearing loss and tinnitus for %d months." % (age, p.manwoman, r.randint(3, 24)),
                 "Otoscopy normal. Rinne positive bilaterally, Weber lateralises to the left. Cranial nerves intact.",
                 "MRI internal auditory meatus to exclude vestibular schwannoma (request no. %s)." % S("IDNUM", "RAD%07d" % r.randint(0, 9999999))),
        "cso": ("%s %s has had an offensive discharging left ear since %s." % (p.title, p.name("surname"), c.d(c.past(60, 700), "month_year")),
                "Left attic retraction pocket with keratin; right TM intact. Audiogram: left 35 dB conductive loss.",
                "CT temporal bones; listed for left combined-approach tympanomastoidectomy. Water precautions."),
        "nasal": ("%s has bilateral nasal obstruction, anosmia and post-nasal drip; SNOT-22 score %d." % (p.name("given") if chance(c, 0.4) else p.title + " " + p.name("surname"), r.randint(20, 80)),
                  "Anterior rhinoscopy: septal deviation to the left; nasendoscopy: grade 2 polyps bilaterally.",
                  "Fluticasone nasal drops 400 ug BD for 3 months, saline douching; CT sinuses; consider FESS."),
        "voice": ("%s %s, %s who %s, has had a hoarse voice for %d weeks." % (p.title, p.name("surname"), a_prof(c.profession or "student"),
                                                                          pick(c, ["sings in a choir", "smokes 20/day", "uses her voice all day", "has reflux"]), r.randint(3, 20)),
                  "Flexible nasendoscopy: %s." % pick(c, ["bilateral vocal fold nodules at the junction of anterior and middle thirds", "irregular lesion left true cord, fixed cord", "normal cords; muscle tension pattern"]),
                  "Referred to speech and language therapy (%s); review with stroboscopy." % S("DOCTOR", rand_name(c))),
        "neck": ("%s noticed a painless lump in the right neck around %s." % (p.name("given"), S("DATE", pick(c, L.holidays()))),
                 "2.5 cm firm level II node right; oral cavity and oropharynx clear on FNE.",
                 "Ultrasound-guided FNA (accession %s) and CT neck/chest; discussed at head and neck MDT on %s." % (
                     S("IDNUM", "%s%02d-%05d" % (pick(c, ["C", "FNA", "CY"]), c.visit.year % 100, r.randint(0, 99999))), c.dd(r.randint(5, 12)))),
        "tinnitus": ("%s %s describes bilateral high-pitched tinnitus following years of work as %s at %s." % (
            p.title, p.name("surname"), a_prof((c.profession or "labourer").replace("retired ", "")), S("ORGANIZATION", c.employer)),
                     "Ears normal. Audiogram shows a 4 kHz notch bilaterally.",
                     "Tinnitus counselling with audiology; hearing aids trial; noise protection."),
    }[prob]
    s.append(H[0])
    s.append("PMH: " + pick(c, ["hypertension", "asthma", "T2DM", "nil of note", "previous grommets as a child"]) + ". " +
             "Medication: " + pick(c, ["amlodipine", "salbutamol PRN", "metformin", "nil"]) + ".")
    s.append("Examination: " + H[1])
    if prob in ("asym", "cso", "tinnitus"):
        s.append("Pure-tone audiogram (%s), dB HL:\n%s\nTympanometry: type %s both ears." % (
            c.v(), audiogram(c, {"asym": "asym", "cso": "conductive", "tinnitus": "noise"}[prob]), pick(c, ["A", "A", "As"])))
    s.append("Plan: " + H[2])
    if not c.child and chance(c, 0.4):
        s.append(occ_sentence(c))
    if chance(c, 0.3):
        s.append(portal_line(c))
    s.append(fu_line(c))
    s.append(sign_letter(c, pick(c, ["Consultant ENT Surgeon", "Consultant Otolaryngologist", "ENT Specialty Registrar"])) if letter else esign(c))
    return s


def cochlear_review(c):
    p, L, r = c.pt, c.loc, c.rng
    side = pick(c, ["right", "left"])
    impl = c.past(200, 3000, 1)
    act = add_days(impl, r.randint(14, 35))
    s = [hdr_banner(c, pick(c, ["COCHLEAR IMPLANT PROGRAMME - REVIEW", "CI Mapping Session", "Implant Centre review"]))]
    s.append("Clinician: %s (CI audiologist); %s present." % (
        c.allied.nm(), (p.poss + " " + c.rel[0].relation + " " + c.rel[0].name("full")) if (c.child or chance(c, 0.5)) else "no companion"))
    s.append("Implant: %s ear, implanted %s by %s at %s; activated %s.\nInternal device: %s, S/N %s\nSound processor: %s, S/N %s%s" % (
        side, c.d(impl), c.cons.t(), c.site.n(), c.d(act),
        pick(c, ["CI-700 series slim modiolar", "HiFocus array", "FLEX28 array"]), S("DEVICE", "%d%06d" % (r.randint(1, 9), r.randint(0, 999999))),
        pick(c, ["Nucleus-type BTE", "Naida-type BTE", "off-the-ear processor"]), S("DEVICE", "%s%07d" % (pick(c, ["", "P", "SP"]), r.randint(0, 9999999))),
        (", backup processor S/N " + S("DEVICE", "%07d" % r.randint(0, 9999999))) if chance(c, 0.3) else ""))
    s.append("Mapping: impedances within normal limits except E%d (open circuit, deactivated). T and C levels adjusted; "
             "comfort confirmed. Datalogging %.1f h/day." % (r.randint(1, 22), r.uniform(4, 15)))
    s.append("Outcomes: BKB sentences in quiet %d%%; in noise (+10 dB SNR) %d%%. %s" % (
        r.randint(40, 95), r.randint(15, 80), pick(c, ["Uses phone with streaming.", "Reports music still unpleasant.",
                                                        "Back at %s full time." % S("ORGANIZATION", c.school or c.employer)])))
    if c.child:
        s.append("School: teacher of the deaf %s visits weekly; radio aid fitted at %s." % (S("FAMILY", rand_name(c)), S("ORGANIZATION", c.school)))
    s.append("Remote check enabled via the manufacturer app; account %s linked to %s." % (S("USERNAME", c.username), S("EMAIL", c.email)))
    s.append(fu_line(c, pick(c, [12, 26, 52])))
    s.append(esign(c, c.allied) if chance(c, 0.5) else c.allied.nm() + " - " + c.phone(c.site.phone))
    return s


def ent_opnote(c):
    p, L, r = c.pt, c.loc, c.rng
    proc = pick(c, ["tonsillectomy", "grommets", "septoplasty", "fess", "microlaryngoscopy"]) if not c.child else pick(c, ["tonsillectomy", "grommets", "adenotonsillectomy"])
    s = [pick(c, ["OPERATION NOTE", "Operative Report", "Brief op note"]) + " - " + c.site.n()]
    s.append("%s | DOB %s | %s" % (p.name(pick(c, ["upper", "full"])), c.dob_s(), id_line(c, " | ")))
    s.append("Date of operation: %s   Theatre %s   Start %s" % (c.v(), S("LOCATION_OTHER", str(r.randint(1, 12))), time_s(c)))
    s.append("Surgeon: %s   Assistant: %s   Anaesthetist: %s" % (c.cons.t("full"), c.trainee.t(), c.cons2.t()))
    D = {
        "tonsillectomy": ("Bilateral tonsillectomy", "Indication: recurrent tonsillitis (%d episodes in 12 months). Cold steel dissection, bipolar haemostasis. EBL 20 mL." % r.randint(7, 9)),
        "adenotonsillectomy": ("Adenotonsillectomy", "Indication: obstructive sleep-disordered breathing. Coblation tonsillectomy, suction diathermy adenoidectomy. Haemostasis secured."),
        "grommets": ("Bilateral myringotomy and ventilation tubes", "Indication: OME with %d dB hearing loss. Glue both ears; Shepard grommets inserted. Lot %s." % (r.randint(25, 40), S("DEVICE", "%s%05d" % (pick(c, ["GT", "L"]), r.randint(0, 99999))))),
        "septoplasty": ("Septoplasty + bilateral inferior turbinate reduction", "Killian incision, cartilage deviation resected, Doyle splints sutured. Quilting suture."),
        "fess": ("Bilateral FESS (uncinectomy, maxillary antrostomy, anterior ethmoidectomy)", "Image guidance used; polyps debrided; tissue to histology (specimen %s)." % S("IDNUM", "H%02d/%05d" % (c.visit.year % 100, r.randint(0, 99999)))),
        "microlaryngoscopy": ("Microlaryngoscopy and biopsy", "Exophytic lesion left vocal fold biopsied (specimen %s). Cords otherwise normal." % S("IDNUM", "S%d-%05d" % (c.visit.year, r.randint(0, 99999)))),
    }[proc]
    s.append("Procedure: %s\n%s" % D)
    s.append("Post-op: %s. Discharge %s if eating and drinking. Written advice re bleeding: attend %s ED or call %s." % (
        pick(c, ["regular paracetamol and ibuprofen", "analgesia as per protocol", "no nose blowing for 2 weeks"]),
        pick(c, ["same day", "tomorrow morning"]), c.hosp.n(), c.phone(c.site.phone)))
    if c.child:
        s.append("Parent: %s (%s), mobile %s." % (c.rel[0].name("full"), c.rel[0].relation, c.phone(c.rel[0].phone)))
    s.append(fu_line(c))
    s.append(pick(c, [lambda: esign(c), lambda: dictation_footer(c)])())
    return s


def vertigo(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [hdr_terse(c) if chance(c, 0.5) else hdr_table(c, "Balance / Vestibular Clinic")]
    s.append("HPC: %s episodes of rotatory vertigo lasting %s, triggered by %s. First episode %s while %s." % (
        pick(c, ["recurrent", "brief", "prolonged"]), pick(c, ["<1 minute", "20 min to several hours", "days"]),
        pick(c, ["rolling over in bed", "no clear trigger", "looking up"]),
        c.d(c.past(14, 300), pick(c, [c.ds, L.wd_style(r)])),
        pick(c, ["at work at " + S("ORGANIZATION", c.employer), "driving on the motorway", "on holiday in " + S("COUNTRY", pick(c, ["Spain", "Portugal", "Fiji", "Mexico", "Greece", "Thailand"]))])))
    s.append("Assoc: %s. No focal neurology." % pick(c, ["fluctuating low-frequency hearing loss and aural fullness R", "nausea only", "headache with photophobia"]))
    s.append("O/E: Dix-Hallpike %s. Head impulse test normal. Romberg negative. Otoscopy normal." % pick(c, ["positive right with torsional upbeating nystagmus", "negative both sides"]))
    s.append("Imp: %s." % pick(c, ["Right posterior canal BPPV", "Probable Meniere's disease", "Vestibular migraine"]))
    s.append("Plan: %s. Driving: advised not to drive until symptom-free; %s." % (
        pick(c, ["Epley manoeuvre performed x2; Brandt-Daroff exercises", "betahistine trial, low-salt diet, audiogram", "migraine prophylaxis via GP"]),
        pick(c, ["owns a " + pick(c, ["motorbike", "car", "work ute" if L.code in ("AU", "NZ") else "work van"]) + " (" + S("VEHICLE", L.plate(r)) + ")", "licence number " + S("LICENSE", L.drivers_licence(r)) + " noted for the form"])
        if c.age >= 18 else "parents will drive to appointments"))
    s.append(fu_line(c))
    s.append("%s %s" % (c.trainee.t("full"), pick(c, ["ENT SHO", "ENT resident", "ENT registrar"])) + ", " + L.pager_word() + " " + S("PHONE", c.trainee.pager))
    return s


def note(c):
    return pick(c, [hearing_aid_fitting, ent_letter, ent_letter, cochlear_review, ent_opnote, vertigo])(c)
