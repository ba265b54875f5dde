"""Genres: voice clinic note, paediatric speech & language assessment, AAC device loan record."""
from phi import Ph, pick, dig, wpick, fdate, ftime, phone, ext, bleep, ip, shift, serial, idnum, bioid, vehicle
import clinical as K
import blocks as B
import pools_places as PP
from case import staff, username, email_for, Address, school_name


def voice_clinic(rng, c, n):
    pt = c.pt
    ent = c.ent
    v = rng.randint(0, 2)
    if v == 0:  # letter to GP
        B.dept_letterhead(n, rng, c)
        n.add(pick(rng, ["Joint ENT/SLT Voice Clinic", "Voice Clinic", "Laryngology & Voice Clinic"]), "\n")
        n.add("Clinic date: ", c.d(rng), "\n\n")
        n.add(c.gp.name(rng, pick(rng, ["titlefull", "title"])), "\n", Ph(c.practice, "HOSPITAL"), "\n", c.gp_addr.parts(rng, True), "\n\n")
        n.add("Dear ", c.gp.name(rng, "title"), ",\n\n")
        n.add("Re: ", pt.name(rng, pick(rng, ["full", "fullmid", "LASTFIRST"])), ", DOB ", c.dobp(rng), ", ", c.hp[0], " ",
              Ph(c.hp[1], "HEALTHPLAN"), "\n", c.addr.parts(rng), "\n\n")
        n.add("I saw this ", c.aage(rng, ["year", "yrold"]), " ", Ph(c.prof, "PROFESSION"), " in the joint voice clinic with ",
              ent.name(rng, pick(rng, ["title", "titlefull"])), ", Consultant ENT Surgeon, on ", c.d(rng, 0, pick(rng, ["long", "ord", "num"])),
              ". ", c.ptn(rng, ["title"]), " reports a ", pick(rng, ["6 month", "2 year", "3/12", "long-standing", "gradually worsening"]),
              " history of ", pick(rng, ["hoarseness", "vocal fatigue by the end of the working day", "loss of upper range when singing",
                                         "intermittent aphonia", "throat discomfort and effortful voicing", "chronic cough and throat clearing"]), ".\n\n")
        n.add(c.ptn(rng, ["title", "first"]), " works ", pick(rng, ["full time", "part time", "4 days/week", "shifts"]), " at ",
              Ph(c.employer, "ORGANIZATION"), pick(rng, [" and also sings with ", " and is a member of ", " and leads worship at "]),
              Ph(c.club, "ORGANIZATION"), ". ")
        n.add("Voice use is high (", pick(rng, ["teaching 25 hrs/wk", "on the phones 7.5 hrs/day", "rehearsals 3 evenings/wk",
                                                 "coaching outdoors"]), "). ", pick(rng, ["Non-smoker.", "Ex-smoker.", "Vapes daily."]),
              " Caffeine ", str(rng.randint(1, 8)), " cups/day, water approx ", "%.1f" % rng.uniform(0.4, 2.0), "L/day.\n\n")
    else:
        n.add(pick(rng, ["VOICE CLINIC - SLT ASSESSMENT", "Voice Clinic Note", "Laryngeal Stroboscopy & Voice Assessment",
                         "Outpatient Voice Evaluation (CPT 92524)"]), "\n")
        B.demo_block(n, rng, c, fields=["name", "dob", "mrn", "hp", "tel"] if v == 1 else ["name", "dob", "mrn", "acct"])
        n.add("Date: ", c.d(rng), "   Clinic: ", Ph(c.hosp, "HOSPITAL"), pick(rng, [", room ", " rm "]), Ph(str(rng.randint(1, 30)), "LOCATION_OTHER"), "\n")
        n.add("ENT: ", ent.name(rng, pick(rng, ["title", "titlefull"])), "   SLT: ", c.slt.name(rng, pick(rng, ["full", "finit"])), "\n")
        n.add("Referred by: ", c.gp.name(rng, "title"), ", ", Ph(c.practice, "HOSPITAL"), "\n\n")
        n.add("Occupation: ", Ph(c.prof, "PROFESSION"), pick(rng, [" - ", " at ", ", "]), Ph(c.employer, "ORGANIZATION"), "\n")
        n.add("Voice demands: ", pick(rng, ["high (professional voice user)", "moderate", "very high - choir + teaching",
                                            "telephone-based role, headset"]), "\n")
        n.add("HPC: ", c.aage(rng), " ", pick(rng, [pt.sex, "pt", "patient"]), " with ",
              pick(rng, ["hoarse voice", "vocal fatigue", "voice breaks", "loss of voice after URTI", "pitch change"]),
              " since ", Ph(fdate(rng, shift(c.visit, -rng.randint(60, 700)), c.country, pick(rng, ["month", "month", "wk"])), "DATE"),
              ". ", pick(rng, ["Worse end of week.", "Better after holidays.", "Precipitated by laryngitis.", "Gradual onset."]), "\n")
        if rng.random() < .4:
            n.add("Sang in ", Ph(c.birth_country, "COUNTRY"), " with touring choir in ",
                  Ph(fdate(rng, shift(c.visit, -rng.randint(30, 300)), c.country, "month"), "DATE"), "; symptoms began on return.\n")
    n.add(pick(rng, ["Self-rating: ", "PROMs: "]), "VHI-10 %d/40; VoiSS %d; RSI %d/45\n" % (rng.randint(2, 38), rng.randint(5, 90), rng.randint(3, 30)))
    n.add("Perceptual: GRBAS ", K.grbas(rng), "; CAPE-V overall severity %d/100\n" % rng.randint(5, 80))
    n.add("Acoustics (Praat/", pick(rng, ["lingWAVES", "VoiceSauce", "MDVP"]), "):\n")
    K.bullets(n, rng, rng.sample(K.voice_measures(rng), rng.randint(3, 6)), "  ")
    if rng.random() < .4:
        n.add("Baseline voice sample stored; voiceprint ID ", Ph(bioid(rng), "BIOID"), "\n")
    n.add("\n", pick(rng, ["Laryngoscopy (", "Videostroboscopy (", "Nasendoscopy ("]),
          pick(rng, ["rigid 70 degree", "flexible distal-chip", "flexible, with stroboscopy"]), "): ")
    dx = pick(rng, K.VOICE_DX)
    n.add(pick(rng, ["mucosal wave reduced bilaterally", "symmetrical mucosal wave", "hourglass closure", "anterior-posterior supraglottic compression",
                     "phase asymmetry"]), "; ", dx, ".\n")
    n.add(pick(rng, ["Diagnosis:", "Impression:", "Dx:"]), " ", dx, ".\n\n")
    n.add("Plan:\n")
    K.bullets(n, rng, rng.sample(K.VOICE_TX, rng.randint(2, 4)) +
              [pick(rng, ["Review in voice clinic in 3/12", "SLT block of 6 sessions", "Consider microlaryngoscopy if no change",
                          "Trial of PPI 8/52 (GP to prescribe)"])])
    if rng.random() < .5:
        n.add("Next SLT appt: ", c.d(rng, rng.randint(14, 60), pick(rng, ["wk", None])), " ", ftime(rng), "\n")
    if rng.random() < .35:
        mgr = staff(rng, "FAMILY")
        mgr.title = pick(rng, ["Mrs", "Ms", "Mr"])
        n.add("Work letter provided for ", Ph(c.employer, "ORGANIZATION"), " re: voice amplification; manager ",
              mgr.name(rng, pick(rng, ["full", "title"])), " contacted via ", Ph(email_for(rng, mgr, False), "EMAIL"), ".\n")
    n.add("\n")
    if v == 0:
        n.add("With best wishes\n\n")
        B.sig(n, rng, c, prefix="")
        n.add("\n", ent.name(rng, pick(rng, ["titlefull", "full"])), pick(rng, [", FRCS (ORL-HNS)", ", MD, FACS", " FRACS", ", MD FRCSC"]), "\n")
        n.add(pick(rng, ["Consultant ENT Surgeon", "Laryngologist", "Otolaryngologist"]), "\n")
        lab, val = c.dr_lic
        if rng.random() < .5:
            n.add(lab, " ", Ph(val, "LICENSE"), "\n")
        B.cc_block(n, rng, c, gp=False, pt=True)
    else:
        B.sig(n, rng, c)
        if rng.random() < .6:
            B.audit(n, rng, c)


def paeds_assessment(rng, c, n):
    pt, mum, dad = c.pt, c.mum, c.dad
    ctry = c.country
    B.dept_letterhead(n, rng, c) if rng.random() < .5 else n.ln(B.dept(rng, c), " - ", Ph(c.hosp, "HOSPITAL"))
    n.ln(pick(rng, ["SPEECH AND LANGUAGE THERAPY ASSESSMENT REPORT", "Paediatric Speech and Language Assessment",
                    "Speech-Language Evaluation", "Initial Assessment - Children's SLT", "Communication Assessment Report"]))
    n.add("\nChild: ", pt.name(rng, pick(rng, ["full", "fullmid", "LASTFIRST"])))
    if pt.nick and rng.random() < .6:
        n.add(" (known as ", Ph(pt.nick, "PATIENT"), ")")
    n.add("\nDOB: ", c.dobp(rng), "    ", pick(rng, ["CA at assessment: ", "Age: ", "Chronological age: "]), c.cage(rng), "\n")
    n.add(c.hp[0], ": ", Ph(c.hp[1], "HEALTHPLAN"), "   ", c.mrn_label, ": ", Ph(c.mrn, "MRN"), "\n")
    n.add("Address: ", c.addr.parts(rng), "\n")
    n.add("Parent(s): ", mum.name(rng, pick(rng, ["full", "titlefull", "first"])), pick(rng, [" (mum)", " - mother", ""]))
    if rng.random() < .6:
        n.add(" and ", dad.name(rng, pick(rng, ["full", "first"])), pick(rng, [" (dad)", " - father", ""]))
    n.add("   Tel: ", Ph(c.mob, "PHONE"), "\n")
    n.add(pick(rng, ["Setting: ", "School/nursery: ", "Educational setting: "]), Ph(c.school, "ORGANIZATION"), "\n")
    n.add("Date of assessment: ", c.d(rng), pick(rng, ["  Venue: clinic", "  Venue: home visit", "  Venue: nursery" if c.age < 5 else "  Venue: school", ""]), "\n")
    n.add("Referred by: ", staff(rng).name(rng, pick(rng, ["full", "finit"])), pick(rng, [" (Health Visitor)", " (SENCo)", " (paediatrician)", " (GP)"]),
          ", received ", c.d(rng, -rng.randint(30, 200)), "\n\n")
    n.add("Background\n")
    n.add(pick(rng, ["Born at 38/40 by SVD, BW 3.2kg, no SCBU. ", "Born at 32+4 weeks, 6 weeks NICU, BW 1.9kg. ", "Term, emergency LSCS, Apgars 9 and 10. ",
                     "Uneventful pregnancy and delivery. ", "Born 41+2, ventouse, brief stay on SCBU for feeding. "]))
    n.add(pick(rng, ["Sat at ", "Sat independently at "]), Ph(str(rng.randint(6, 10)), "AGE"), " months, walked at ", Ph(str(rng.randint(11, 20)), "AGE"),
          " months. First words reported at ", Ph(str(rng.randint(12, 30)), "AGE"), pick(rng, [" months", "m"]), ". ")
    n.add(pick(rng, ["Hearing: ", "Audiology: "]), pick(rng, ["normal tympanometry and play audiometry at ", "OME, grommets inserted at ",
                                                              "newborn hearing screen clear; repeat PTA at "]), Ph(c.hosp2, "HOSPITAL"), " ",
          c.d(rng, -rng.randint(20, 300), pick(rng, ["month", "num", "abbr"])), ".\n")
    if rng.random() < .55:
        lang = PP.COUNTRY_LANG.get(c.birth_country, "Arabic")
        n.add("Languages: ", lang, " and English. ", pick(rng, ["Mum", "Both parents", "Dad"]), " born in ", Ph(c.birth_country, "COUNTRY"),
              "; family moved to ", Ph(pick(rng, PP.COUNTRY_NAME[ctry]), "COUNTRY") if rng.random() < .5 else Ph(c.addr.city, "CITY"),
              " in ", Ph(str(c.visit.year - rng.randint(1, 6)), "DATE"), ". Interpreter ",
              pick(rng, ["not required", "used (" + lang + ", via phone)", "declined"]), ".\n")
    n.add("Family: lives with ", mum.name(rng, "first"), pick(rng, [" (", ", who works as a "]), )
    n.add(Ph(pick(rng, PP.PROFESSIONS_ADULT), "PROFESSION"))
    n.add(")" if n.buf[-2].endswith("(") else "", ", ", dad.name(rng, "first"), pick(rng, [" (", ", a "]))
    n.add(Ph(pick(rng, PP.PROFESSIONS_ADULT), "PROFESSION"))
    n.add(")" if n.buf[-2].endswith("(") else "", " and sibling ", c.sib.name(rng, "first"), " (", Ph(str(c.sib_age), "AGE"), pick(rng, ["", "y", " yrs"]), ")")
    n.add(pick(rng, [". FHx of speech difficulties (dad).", ". No FHx of communication difficulty.", ". Older sibling had SLT for stammering.", "."]), "\n\n")
    n.add("Assessment\n")
    for tname, subs in rng.sample(K.PAEDS_TESTS, rng.randint(1, 3)):
        n.add(tname, ":\n")
        for s in subs:
            ss = rng.randint(55, 112)
            n.add("   ", s.ljust(28), "SS ", str(ss), pick(rng, ["", "  (%d%%ile)" % max(1, min(99, (ss - 55) * 2)), "  CI 90%"]), "\n")
    n.add("Speech sample: ", pick(rng, ["'me go park wiv daddy'", "'a tat a doggy'", "'him wanna dwink'", "'I goed to the shop and buyed sweeties'",
                                        "unintelligible to unfamiliar listener (~40%)", "single words and 2-word combinations"]), "\n")
    n.add("Processes: ", "; ".join(rng.sample(K.PROCESSES, rng.randint(1, 4))), "\n")
    n.add("Attention: ", pick(rng, ["Reynell level 2", "single channelled", "flits between activities", "age appropriate"]),
          ". Play: ", pick(rng, ["symbolic play emerging", "functional play, lines up cars", "imaginative sequences with dolls"]), ".\n\n")
    n.add("Summary / diagnosis: ", pt.name(rng, "first"), " presents with ", pick(rng, K.PAEDS_DX), ".\n\n")
    n.add("Recommendations\n")
    K.bullets(n, rng, rng.sample(K.PAEDS_STRATS, rng.randint(2, 4)))
    n.add("Plan: ", pick(rng, ["block of 6 sessions", "review in 3/12", "parent workshop then review", "refer to CDC for multidisciplinary ax",
                                "liaise with setting and review 1 term"]), ". Next appointment ", c.d(rng, rng.randint(14, 90), pick(rng, [None, "wk"])),
          " at ", Ph(c.hosp, "HOSPITAL") if rng.random() < .5 else Ph(c.school, "ORGANIZATION"), ".\n\n")
    B.sig(n, rng, c)
    n.add("\ncc: ", mum.name(rng, pick(rng, ["titlefull", "full"])), pick(rng, [" & ", " and "]), dad.name(rng, "full"), " (parents); ",
          c.teacher.name(rng, pick(rng, ["titlefull", "title"])), pick(rng, [", SENCo, ", ", class teacher, ", ", Early Years Lead, "]),
          Ph(c.school, "ORGANIZATION"), "; ", c.gp.name(rng, "title"), "\n")
    if rng.random() < .4:
        B.audit(n, rng, c)


def aac_loan(rng, c, n):
    pt = c.pt
    child = c.kind == "child"
    ctry = c.country
    n.ln(pick(rng, ["AAC EQUIPMENT LOAN AGREEMENT", "Communication Aid Loan Record", "AAC Device Loan Form",
                    "Specialised AAC Service - Equipment Loan", "SGD Loan / Trial Agreement"]))
    n.ln(pick(rng, ["Issued by: ", "Service: "]), Ph(c.hosp, "HOSPITAL"), pick(rng, [" - AAC Hub", " - Assistive Technology Team", ""]))
    ref = idnum(rng, "loan")
    n.add("Loan ref: ", Ph(ref, "IDNUM"), "      Date issued: ", c.d(rng), "\n")
    n.add("-" * 44, "\n")
    n.add("Client name: ", pt.name(rng, pick(rng, ["full", "LASTFIRST"])), "\n")
    n.add("DOB: ", c.dobp(rng), "   ", c.hp[0], ": ", Ph(c.hp[1], "HEALTHPLAN"), "\n")
    if rng.random() < .5:
        n.add(c.mrn_label, ": ", Ph(c.mrn, "MRN"), "\n")
    n.add("Delivery address: ", c.addr.parts(rng), "\n")
    who = c.mum if child else c.nok
    rel = "mother" if child else c.nok_rel
    n.add("Primary contact: ", who.name(rng, pick(rng, ["full", "titlefull"])), " (", rel, ")  Tel: ", Ph(c.mob if child else c.nok_tel, "PHONE"), "\n")
    n.add("Email: ", Ph(c.email, "EMAIL"), "\n")
    if child:
        n.add("School: ", Ph(c.school, "ORGANIZATION"), "  Contact: ", c.teacher.name(rng, pick(rng, ["titlefull", "title"])), pick(rng, [" (SENCo)", " (TA)", ""]), "\n")
    else:
        n.add("Diagnosis: ", pick(rng, ["MND (bulbar onset)", "ALS", "brainstem stroke - locked-in syndrome", "PSP", "severe dysarthria post TBI",
                                         "MSA", "head & neck ca - glossectomy"]), "\n")
    n.add("Lead clinician: ", c.slt.name(rng, "full"), pick(rng, [", SLT", ", SLP", ", Speech Pathologist"]), "  ", Ph(c.dept_tel, "PHONE"), "\n\n")
    n.add("EQUIPMENT\n")
    n.add("Item".ljust(22), "Model".ljust(30), "Serial / asset\n")
    dev = pick(rng, K.AAC_DEVICES)
    n.add("Communication aid".ljust(22), dev.ljust(30), Ph(serial(rng, "aac"), "DEVICE"), " / ", Ph(serial(rng, "asset"), "DEVICE"), "\n")
    n.add("Mount".ljust(22), pick(rng, K.AAC_MOUNTS).ljust(30), Ph(serial(rng, "other"), "DEVICE") if rng.random() < .6 else "n/a", "\n")
    n.add("Charger/PSU".ljust(22), pick(rng, ["19V 3.42A", "USB-C 30W", "original charger"]).ljust(30), pick(rng, ["-", "with device"]), "\n")
    if rng.random() < .5:
        n.add("Switch".ljust(22), pick(rng, ["Jelly Bean twist (red)", "Specs switch", "Buddy Button", "Pal Pad"]).ljust(30),
              Ph(serial(rng, "asset"), "DEVICE"), "\n")
    n.add("\nSoftware: ", pick(rng, K.AAC_SOFTWARE), "; access: ", pick(rng, K.AAC_ACCESS), "\n")
    n.add("Cloud backup account: ", Ph(username(rng, pt), "USERNAME"), pick(rng, [" (linked to ", " / "]), Ph(c.email, "EMAIL"))
    n.add(")" if n.buf[-2].endswith("(linked to ") else "", "\n")
    if rng.random() < .6:
        n.add("Configured on home Wi-Fi; device IP ", Ph(ip(rng), "IPADDR"), pick(rng, [" (DHCP reservation)", "", " - remote support enabled"]), "\n")
    if not child and rng.random() < .7:
        n.add("Voice: ", pick(rng, ["banked voice via ModelTalker", "SpeakUnique personalised voice", "message banking (own recordings, 312 messages)",
                                    "Acapela synthetic voice"]), "; voiceprint ID ", Ph(bioid(rng), "BIOID"), "\n")
    d0 = rng.randint(0, 5)
    n.add("\nLoan period: ", c.d(rng, d0), " to ", c.d(rng, d0 + pick(rng, [42, 56, 84, 90, 182, 365])), pick(rng, ["", " (trial)", " - review at 6/52"]), "\n")
    if ctry == "US":
        n.add("Funding: ", pick(rng, ["Medicare Part B DME", "Medicaid", "private insurance"]), " - HCPCS ",
              pick(rng, ["E2510", "E2508", "E2599"]), "; prior auth # ", Ph(idnum(rng, "order"), "IDNUM"), "; ",
              c.hp[0], " ", Ph(c.hp[1], "HEALTHPLAN"), "\n")
    elif ctry == "AU":
        n.add("Funding: NDIS plan ", Ph(dig(rng, 9), "HEALTHPLAN"), " - AT quote approved ", c.d(rng, -rng.randint(5, 60)), "\n")
    elif ctry == "CA":
        n.add("Funding: ADP application submitted ", c.d(rng, -rng.randint(5, 60)), "; ADP file ", Ph(idnum(rng, "case"), "IDNUM"), "\n")
    n.add("\nConditions: equipment remains property of the service; report loss/damage within 48 hrs; ",
          "do not install 3rd-party apps; return all items clean at end of loan.\n")
    if rng.random() < .6:
        drv = staff(rng)
        n.add("Delivered by: ", drv.name(rng, pick(rng, ["full", "first"])), " (AT technician), van reg ", Ph(vehicle(rng, ctry), "VEHICLE"),
              ", ", c.d(rng, d0, pick(rng, ["num", "short"])), " ", ftime(rng), "\n")
    n.add("\nSigned (borrower/", "parent" if child else "representative", "): ", who.name(rng, pick(rng, ["full", "finit"])), "   Date: ", c.d(rng, d0, "num"), "\n")
    n.add("Signed (service): ", c.slt.name(rng, "full"), "   Date: ", c.d(rng, d0, "num"), "\n")
    if rng.random() < .5:
        n.add("\nReturn check (", c.d(rng, d0 + rng.randint(40, 200)), "): ", pick(rng, ["all items returned, screen scratched", "charger missing",
                                                                                        "device reset, backup exported", "extended - see note"]),
              " - ", c.slt2.name(rng, pick(rng, ["init", "full"])), "\n")
    if rng.random() < .5:
        B.audit(n, rng, c)
