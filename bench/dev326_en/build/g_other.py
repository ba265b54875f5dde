"""Genres: telephone review log, intratympanic injection record (own),
vestibular MDT minutes (own), ED dizziness HINTS consult (own)."""
import clin as C
import common as K
import frag as F
import locales as L
import pools


def telephone_log(case, nb):
    rng = case.rng
    cc = case.cc
    nb.add(rng.choice(["TELEPHONE REVIEW LOG", "Telephone Clinic - Balance Service", "Tel r/v record", "VIRTUAL CLINIC: TELEPHONE"]), "\n")
    nb.add((case.hosp, "HOSPITAL"), rng.choice([" / ", " - "]), rng.choice(["Vestibular", "AVM", "ENT", "Balance Physio"]), "\n\n")
    nb.add("Patient: ", case.ptn(rng.choice(["last_first", "full", "Last_first"])), "   ", case.mrn[0], " ", (case.mrn[1], "MRN"),
           "   DOB ", case.D(case.dob), "\n")
    nb.add(rng.choice(["Preferred no: ", "Contact: ", "Tel: "]), (case.mobile, "PHONE"))
    if rng.random() < 0.5:
        nb.add(" (alt ", (case.phone, "PHONE"), ")")
    nb.add("\n")
    if rng.random() < 0.3:
        nb.add("Email for exercise sheets: ", (case.pt_email, "EMAIL"), "\n")
    nb.add("Dx: ", C.dx_text(case), "\n", "-" * 40, "\n")
    d = case.visit
    n = rng.randint(2, 4)
    staff = [case.clin(rng.choice(["nurse", "physio", "doctor", "audiologist"])), case.clin("nurse", 2)]
    for i in range(n):
        c = rng.choice(staff)
        t = "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59))
        nb.add(case.D(d), " ", t, "  ")
        kind = rng.random()
        if i > 0 and kind < 0.25:
            nb.add("Outgoing call - no answer on ", (case.mobile, "PHONE"), "; ", rng.choice(["voicemail left", "no voicemail facility", "text sent with callback no"]),
                   ". Attempt %d. " % rng.randint(1, 2), "[", (c.login, "USERNAME"), "]\n\n")
        elif i > 0 and kind < 0.45:
            rel, nm = F.relative_items(case)
            nb.add("Incoming call from ", rel, " ", nm, " on ", (L.phone(rng, cc, mobile=True), "PHONE"), ": ",
                   rng.choice(["worried pt had another bad attack overnight, vomiting x3. Advised buccal prochlorperazine and to attend ED if new neuro symptoms.",
                               "asking whether pt can fly next month. Advised OK if no attacks; take cyclizine.",
                               "requesting copy of clinic letter for employer. Sent.",
                               "pt fell in garden, no head injury, now ok. Safety-netted."]),
                   " Consent to discuss: on file. Taken by ", K.cname(c, "full"), ".\n\n")
        else:
            nb.add(rng.choice(["Tel review", "Planned telephone review", "Telephone f/u", "Video failed -> phone"]), " by ",
                   K.cname(c, rng.choice(["full", "dr_last"])), " (", (c.login, "USERNAME"), ")\n")
            r = rng.random()
            if r < 0.45:
                nb.add("  ID: name, DOB, first line of address confirmed.\n")
            elif r < 0.8:
                nb.add("  ID verified - voice biometric match ", ("VB-" + L.digits(rng, 6), "BIOID"), ".\n")
            else:
                nb.add("  ID: DOB + postcode ", (case.addr["postcode"], "ZIP"), " confirmed.\n")
            grp = {"pc_bppv": "b", "hc_bppv": "b", "vm": "m", "menieres": "h", "pppd": "p", "mdds": "p"}.get(case.dx["key"], "r")
            S_ = {"b": ["much better since Epley, 1 brief spin on rolling left last week.", "no vertigo for 6 weeks, back to normal activities.",
                        "spinning again when getting out of bed x3 days."],
                  "m": ["headaches less frequent on amitriptyline 20 mg, mild dry mouth.", "2 bad days this month, both around period / poor sleep.",
                        "propranolol made her tired, stopped it." if case.pt.sex == "F" else "propranolol made him tired, stopped it."],
                  "h": ["2 attacks since last call, both ~3 h, hearing muffled after.", "no attacks since IT steroid, tinnitus unchanged.",
                        "attack at work yesterday, vomited, sent home."],
                  "p": ["persistent rocking, worse in supermarkets, sleep poor.", "still off work; anxious about returning to the depot.",
                        "CBT started, a bit better with screens."],
                  "r": ["doing exercises 2x/day, head turns still provoke 4/10 symptoms.", "walking further, no falls since last call.",
                        "still unsteady in the dark, using a night light."]}[grp]
            A_ = {"b": ["Book Epley clinic - likely recurrence. ", "Discharge to GP - open appointment 6/12. "],
                  "m": ["Increase amitriptyline to 30 mg nocte. ", "Switch to candesartan 8 mg, review 6 weeks. "],
                  "h": ["Continue betahistine. Repeat PTA before next clinic. ", "List for 2nd IT steroid injection. "],
                  "p": ["Refer for CBT (PPPD pathway). ", "Continue sertraline 50 mg; VRT habituation. "],
                  "r": ["Continue VRT, progress to level 2 sheet. ", "Discharge to GP - open appointment 6/12. "]}[grp]
            nb.add("  S: ", rng.choice(["pt reports", "Pt states", "says", "reports"]), " ", rng.choice(S_), "\n")
            if rng.random() < 0.5:
                nb.add("  O: self-reported DHI %d; no red flags (no diplopia, dysarthria, weakness, new hearing loss).\n" % C.dhi(case))
            nb.add("  A/P: ", rng.choice(A_))
            if rng.random() < 0.5:
                nb.add("Next call ", case.D(L.shift(d, rng.randint(14, 60))), ".")
            if rng.random() < 0.5:
                nb.add("\n  Advice: ", rng.choice(["continue home exercises, progress only if symptoms settle within 20 min",
                                                  "keep symptom diary incl. triggers, sleep and caffeine",
                                                  "do not drive during or within 24 h of an attack",
                                                  "salt < 2 g/day; carry buccal prochlorperazine",
                                                  "if new hearing loss, weakness or slurred speech - 999/ED"]), ".")
            nb.add("\n  Call duration %d min.\n\n" % rng.randint(4, 25))
        d = L.shift(d, rng.randint(7, 45))
    if rng.random() < 0.4:
        nb.add("Telephony session ", (L.private_ip(rng), "IPADDR"), " | record ", ("TEL" + L.digits(rng, 8), "IDNUM"), "\n")
    if rng.random() < 0.3:
        nb.add("Outcome letter to GP ", K.cname(case.gp, "dr_full"), " at ", (case.practice, "HOSPITAL"), ".\n")


def intratympanic(case, nb):
    rng = case.rng
    s = case.side
    doc = case.clin("doctor")
    gent = rng.random() < 0.45
    drug = "gentamicin 40 mg/ml, 0.5-0.8 ml" if gent else rng.choice(["dexamethasone 4 mg/ml, 0.5 ml", "methylprednisolone 40 mg/ml, 0.6 ml",
                                                                     "dexamethasone 10 mg/ml, 0.4 ml"])
    nb.add((case.hosp, "HOSPITAL"), "\n")
    nb.add(rng.choice(["INTRATYMPANIC INJECTION RECORD", "Procedure note - intratympanic therapy", "ITG/ITS PROCEDURE"]), "\n\n")
    unit = rng.choice(pools.WARDS + ["ENT Day Unit", "Treatment Centre"])
    generic = unit in ("ENT Day Unit", "Treatment Centre")
    nb.add("Location: ", unit if generic else (unit, "HOSPITAL"), ", ", rng.choice(["Treatment Room ", "Bay ", "Room "]),
           (str(rng.randint(1, 12)), "LOCATION_OTHER"), "\n")
    nb.add("Date: ", case.D(case.visit), "   Time in: %02d:%02d\n" % (rng.randint(8, 15), rng.randint(0, 59)))
    K.demo_block(nb, case, ["name", "dob", "mrn", rng.choice(["nhs", "plan", "natid"]), "phone"], pad=rng.random() < 0.5)
    if rng.random() < 0.6:
        nb.add("Booking ref: ", (L.letters(rng, 2) + L.digits(rng, 7), "ACCOUNT"), "\n")
    nb.add("\nIndication: ", C.dx_text(case) if case.dx["key"] == "menieres" else "%s Ménière's disease" % s.capitalize(),
           "; ", rng.choice(["disabling attacks despite medical therapy", "%d attacks/month" % rng.randint(2, 9), "failed IT steroid x3"]), ".\n")
    pre = L.shift(case.visit, -rng.randint(1, 21))
    nb.add("Pre-procedure audiogram ", case.D(pre), ": ", s, " 4FA %d dB HL, WRS %d%%.\n" % (rng.randint(30, 75), rng.randint(40, 96)))
    nb.add("Injection no. %d of %s. Ear: %s.\n" % (rng.randint(1, 3), rng.choice(["3", "up to 3", "2"]), s.upper()))
    nb.add("Drug: ", drug, "; batch ", L.letters(rng, 1) + L.digits(rng, 4) + L.letters(rng, 1), " (checked x2).\n")
    nb.add("Consent: ", rng.choice(["written", "written, form 1"]), "; risks discussed incl. ",
           "hearing loss (~10-15%), " if gent else "", "TM perforation, otitis media, transient vertigo.\n\n")
    nb.add("Procedure:\n")
    nb.add("- Supine, head turned 45 deg away from the %s ear.\n" % s)
    nb.add("- Microscope; ", rng.choice(["topical phenol", "EMLA 20 min", "lidocaine 10% spray"]), " to anteroinferior TM.\n")
    nb.add("- %s spinal needle; vent in %s quadrant, injected in posteroinferior quadrant until middle ear full.\n" % (
        rng.choice(["25G", "27G"]), rng.choice(["anterosuperior", "anteroinferior"])))
    nb.add("- Remained supine, no swallowing/talking, %d min.\n" % rng.choice([20, 30, 30, 40]))
    nb.add("Complications: ", rng.choice(["none", "brief vertigo, settled", "mild pain, paracetamol given", "vasovagal, settled lying flat"]), "\n\n")
    nb.add("Post: nil driving today", rng.choice(["; collected by ", "; taxi home", "; escorted by "]))
    if nb.parts[-1] in ("; collected by ", "; escorted by "):
        rel, nm = F.relative_items(case)
        nb.add(rel, " ", nm)
    nb.add(". Keep ear dry 1 week.\n")
    nb.add("Follow-up: audiogram + review ", case.D(L.shift(case.visit, rng.randint(14, 35))), ".")
    if gent:
        nb.add(" Warn: imbalance expected for 1-2 weeks; start VRT after.")
    nb.add("\n\nOperator: ", K.cname(doc, "dr_full"), ", ", doc.reg[0], " ", (doc.reg[1], "LICENSE"), "\n")
    if rng.random() < 0.7:
        nurse = case.clin("nurse")
        nb.add("Assistant: ", K.cname(nurse, "full"), ", ", nurse.job, "\n")
    if rng.random() < 0.4:
        nb.add("Queries: ENT day unit ", (L.phone(rng, case.cc) + (L.ext(rng) if rng.random() < 0.5 else ""), "PHONE"), "\n")


def mdt_minutes(case, nb):
    rng = case.rng
    cc = case.cc
    nb.add((case.hosp, "HOSPITAL"), "\n")
    nb.add(rng.choice(["VESTIBULAR / SKULL BASE MDT - MINUTES", "Balance MDT meeting notes", "Neuro-otology MDM - outcomes",
                       "AUDIOVESTIBULAR MULTIDISCIPLINARY MEETING"]), "\n")
    nb.add("Date: ", case.D(case.visit), "   ", "%02d:%s" % (rng.randint(8, 13), rng.choice(["00", "30"])), "   Venue: ",
           rng.choice([[rng.choice(["Seminar Room ", "Meeting Room "]), (str(rng.randint(1, 9)), "LOCATION_OTHER")],
                       [(rng.choice(pools.WINGS), "LOCATION_OTHER"), " boardroom"], ["Teams"]]), "\n")
    staff = [case.clin("doctor"), case.clin("doctor", 1), case.clin("scientist"), case.clin("physio"), case.clin("nurse"),
             case.clin("audiologist")]
    roles = ["AVM consultant (chair)", "ENT/skull base", "Clinical scientist", "Vestibular physio", "CNS", "Audiology"]
    nb.add("Present: ")
    for i, (c, r) in enumerate(zip(staff, roles)):
        if i:
            nb.add(", ")
        nb.add(K.cname(c, rng.choice(["dr_last", "full", "init_last"]) if i else "dr_full"), " (", r, ")")
    nb.add("\n")
    if rng.random() < 0.5:
        ap = K.Clin(rng, cc, "doctor")
        nb.add("Apologies: ", K.cname(ap, "dr_full"), " (neuroradiology)\n")
    sec = case.clin("admin")
    nb.add("Minutes: ", K.cname(sec, "full"), "\n\n")
    cases = [case.pt] + [K.Person(rng) for _ in range(rng.randint(1, 3))]
    for i, p in enumerate(cases):
        age = case.age if i == 0 else rng.randint(24, 88)
        mrn = case.mrn if i == 0 else (case.mrn[0], L.mrn(rng, cc)[1])
        nb.add("%d. " % (i + 1), (("%s, %s" % (p.last.upper(), p.first)) if rng.random() < 0.5 else p.full(), "PATIENT"),
               " (", (str(age), "AGE"), p.sex, ") ", mrn[0], " ", (mrn[1], "MRN"), "\n")
        nb.add("   Referred by ", K.cname(rng.choice(staff[:2]), "dr_last"), ". ")
        k = rng.choice(["vs", "scd", "menieres", "bvl", "vn"]) if i else case.dx["key"]
        summ = {"vs": "Asymmetric SNHL %s; MRI IAMs shows %d mm intracanalicular lesion c/w vestibular schwannoma." % (rng.choice(["R", "L"]), rng.randint(3, 11)),
                "scd": "Autophony + Tullio; CT temporal bones: dehiscence of %s superior canal, cVEMP threshold 65 dB nHL." % rng.choice(["right", "left"]),
                "menieres": "Definite Ménière's, failing IT steroid x3, still %d attacks/month." % rng.randint(2, 8),
                "bvl": "Bilateral vHIT gains 0.3-0.5, calorics absent; neuropathy on NCS; RFC1 testing sent.",
                "vn": "Post-neuritis, CP 68%; slow progress with VRT, high anxiety.",
                }.get(k, "Chronic dizziness, normal vestibular tests; discussed for diagnostic clarity.")
        nb.add(summ, "\n")
        if rng.random() < 0.5:
            nb.add("   Imaging: ", rng.choice(["MRI IAMs", "CT petrous bones", "MRI brain + IAMs"]), " ",
                   case.D(L.shift(case.visit, -rng.randint(7, 80))), " (acc. ", (L.letters(rng, 2) + L.digits(rng, 8), "IDNUM"), ")\n")
        out = {"vs": "Watch, wait and rescan MRI in 6 months; audiology for hearing aid.",
               "scd": "Offer plugging via middle fossa approach - patient to consider; clinic with surgeon.",
               "menieres": "Proceed to IT gentamicin, single-shot; audiogram pre and 4 weeks post.",
               "bvl": "Neurology referral; balance rehab and falls advice.",
               "vn": "Continue VRT + refer psychology; review 3 months."}.get(k, "PPPD pathway; CBT + VRT.")
        nb.add("   Outcome: ", out, "\n")
        ini = rng.choice(staff)
        nb.add("   Action: ", (ini.initials().replace(".", ""), "DOCTOR"), " to ", rng.choice(["write to GP", "book clinic", "inform patient by phone", "request scan"]))
        if rng.random() < 0.5:
            nb.add(" by ", (L.WEEKDAYS[rng.randint(0, 4)], "DATE"))
        nb.add("\n\n")
    nb.add("Next meeting: ", case.D(L.shift(case.visit, rng.choice([14, 28, 28, 35]))), "\n")
    if rng.random() < 0.5:
        nb.add("Agenda requests to ", (K.email_for(rng, "balance.mdt"), "EMAIL"), "\n")


def ed_consult(case, nb):
    rng = case.rng
    cc = case.cc
    doc = K.Clin(rng, cc, "doctor")
    doc.job = rng.choice(["ED Registrar", "Emergency Medicine Resident" if case.us else "ED SHO", "ED Consultant", "Emergency Physician"])
    arr = case.visit
    nb.add((case.hosp, "HOSPITAL"), " - ", rng.choice(["Emergency Department", "ED", "Emergency Dept"]), "\n")
    nb.add(rng.choice(["ED CLINICAL RECORD - DIZZINESS", "Emergency note: acute vertigo", "ED Assessment (HINTS)"]), "\n\n")
    nb.add("Attendance no: ", (L.digits(rng, rng.choice([8, 9, 10])), "ACCOUNT"), "   Arrived: ", case.D(arr),
           " %02d:%02d" % (rng.randint(0, 23), rng.randint(0, 59)), "\n")
    if rng.random() < 0.6:
        nb.add("Mode: ambulance (incident ", (rng.choice(["INC", "CAD", ""]) + L.digits(rng, 8), "IDNUM"), ")  ")
    else:
        nb.add("Mode: self, ", rng.choice(["driven by ", "brought by "]), *_rel(case), "  ")
    nb.add("Triage cat: %d   Location: " % rng.randint(2, 4), rng.choice(["Bay ", "Majors ", "Cubicle ", "Resus "]),
           (str(rng.randint(1, 24)), "LOCATION_OTHER"), "\n")
    nb.add("Patient: ", case.ptn(rng.choice(["last_first", "full"])), ", ", (str(case.age), "AGE"), case.pt.sex,
           "   ", case.mrn[0], " ", (case.mrn[1], "MRN"), "\n")
    if case.plan and cc in ("US", "AU", "ZA") and rng.random() < 0.6:
        nb.add(case.plan[0], ": ", (case.plan[1], "HEALTHPLAN"), "\n")
    rel, nm = F.relative_items(case)
    nb.add("NOK: ", nm, " (", rel, ") ", (L.phone(rng, cc, mobile=True), "PHONE"), "\n")
    nb.add("GP: ", K.cname(case.gp, "dr_last"), ", ", (case.practice, "HOSPITAL"), "\n")
    if rng.random() < 0.3:
        nb.add("Note: own car (reg ", (L.plate(rng, cc), "VEHICLE"), ") left in ED drop-off bay - security informed.\n")
    nb.add("\n")
    k = case.dx["key"]
    nb.add("HPC: ", F.age_phrase(case, start=True), " ")
    if k == "vn":
        nb.add("woke with continuous spinning vertigo, vomiting, unable to walk unaided. No headache, no neck pain, no diplopia/dysarthria/dysphagia, no limb weakness. Hearing unchanged.")
    elif k in ("pc_bppv", "hc_bppv"):
        nb.add("with brief violent vertigo each time lying down or turning in bed since this morning; well between spells.")
    elif k == "vm":
        nb.add("with 6 h of vertigo and photophobic headache, similar to previous episodes; known migraineur.")
    elif k == "menieres":
        nb.add("known Ménière's, typical attack with %s ear roaring; not settling with buccal prochlorperazine at home." % case.side)
    else:
        nb.add("dizzy and unsteady since ", (L.WEEKDAYS[(arr.weekday() - rng.randint(1, 3)) % 7], "DATE"), ", ", rng.choice(["light-headed on standing", "non-specific imbalance", "fell at home"]), ".")
    nb.add("\nPMH: ", ", ".join(C.pmh(case) or ["nil"]), ". Meds: ", ", ".join(C.meds(case)), ". ", rng.choice(["NKDA.", "Allergy: penicillin (rash).", "NKDA"]), "\n\n")
    nb.add("Obs: HR %d, BP %d/%d, RR %d, SpO2 %d%% RA, T %.1f, CBG %.1f mmol/L\n" % (
        rng.randint(58, 104), rng.randint(108, 178), rng.randint(60, 98), rng.randint(12, 22), rng.randint(94, 100),
        rng.uniform(36.1, 37.8), rng.uniform(4.5, 9.5)))
    if k == "vn":
        nb.add("HINTS: head impulse abnormal to the %s (corrective saccade); nystagmus unidirectional %s-beating, increases gazing %s; "
               "test of skew negative. => peripheral pattern. HINTS+: no new hearing loss (finger rub).\n" % (case.side, C.other(case.side), C.other(case.side)))
    elif k in ("pc_bppv", "hc_bppv"):
        nb.add("No spontaneous nystagmus. ", C.positional(case)[0], " HINTS not applicable (episodic positional).\n")
    else:
        nb.add("No spontaneous nystagmus; HIT normal bilaterally (appropriate - not AVS); skew negative.\n")
    nb.add("Neuro: GCS 15, NIHSS 0, cerebellar signs ", rng.choice(["absent", "absent; gait not tested (vomiting)", "absent, tandem gait cautious"]), ".\n")
    nb.add("Bloods: Hb %d g/L, WCC %.1f, Na %d, K %.1f, Cr %d umol/L, troponin %s ng/L.\n" % (
        rng.randint(112, 162), rng.uniform(4.0, 12.5), rng.randint(131, 145), rng.uniform(3.4, 5.1), rng.randint(55, 130),
        rng.choice(["<5", "6", "9", "12"])))
    nb.add("ECG: ", rng.choice(["sinus rhythm 74, normal intervals", "SR, no acute changes", "AF rate 88 (known)"]), ".\n")
    nb.add("Imaging: ", rng.choice(["none indicated", "CT head - no acute abnormality (note CT insensitive for posterior circulation stroke)",
                                    "MRI DWI - no infarct"]), ".\n\n")
    nb.add("Impression: ", C.dx_text(case) if k != "vn" else "Acute vestibular syndrome - vestibular neuritis (%s), peripheral HINTS" % case.side, "\n")
    plans = {"pc_bppv": ["Epley in ED - successful", "Epley x2 in ED, residual nausea; ondansetron 4 mg IV"],
             "hc_bppv": ["BBQ roll in ED, improved", "Gufoni in ED - partial response"]}.get(k, [
        "prochlorperazine 12.5 mg IM stat, then 5 mg TDS max 3 days", "ondansetron 4 mg IV, fluids",
        "cyclizine 50 mg IV, mobilise with physio"])
    nb.add("Plan: ", rng.choice(plans), "; ",
           rng.choice(["discharge with leaflet", "admit to AMU for mobility", "discharge once mobile"]), "; ",
           "balance clinic follow-up requested for ", case.D(L.shift(arr, rng.randint(14, 60))), ".\n")
    nb.add("Safety-net given: return if new weakness, speech or swallowing problems, severe headache.\n\n")
    nb.add(K.cname(doc, rng.choice(["dr_full", "full"])), ", ", doc.job, "  ", rng.choice(["bleep ", "pager ", "ext "]),
           (L.bleep(rng), "PHONE"), "\n")
    if rng.random() < 0.5:
        nb.add("Seen with ", K.cname(case.clin("doctor"), "dr_last"), " (", rng.choice(["ENT on call", "AVM", "neurology reg"]), ")\n")


def _rel(case):
    rel, nm = F.relative_items(case)
    return [rel, " "] + nm
