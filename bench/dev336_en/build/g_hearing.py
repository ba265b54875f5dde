"""Genres: hearing screen result record; audiology follow-up letter."""

from util import (Note, PAT, DOC, FAM, USR, AGE, DT, STR, CITY, ST, ZIP, CTRY, HOSP, ORG, LOC,
                  MRN, SSN, HP, ACC, LIC, DEV, VEH, BIO, IDN, PH, FAX, EM, URL, IP, PROF, S,
                  digits, letters, pick, chance)
from case import Case
from common import addr_inline, addr_block, ids_line, staff_sig, dr, title_name, RISK_FACTORS
import pools_places as PP


def _ear_results(case, nicu):
    r = case.r
    P, F = case.c.pass_words
    right = P if chance(r, 0.78) else F
    left = P if chance(r, 0.78) else F
    return right, left


def hearing_screen_result(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "hearing_screen_result", cc)
    P, F = c.pass_words
    nicu = chance(r, 0.3)
    style = r.randint(0, 2)
    model = pick(r, PP.OAE_MODELS)
    amodel = pick(r, PP.ABR_MODELS)
    system = pick(r, PP.HEAR_SYSTEMS)
    scr = case.screener
    right, left = _ear_results(case, nicu)
    t1 = "%02d:%02d" % (r.randint(7, 20), r.randint(0, 59))
    if style == 0:
        n.line("NEWBORN HEARING SCREEN - RESULT RECORD")
        n.line("Printed from ", system, " v", str(r.randint(2, 6)), ".", str(r.randint(0, 9)),
               "   Site: ", HOSP(case.hosp))
        n.line("=" * 58)
        n.line("Baby name:      ", PAT(case.baby.LF()), "          Sex: ", case.sex)
        n.line("DOB:            ", DT(case.D(case.dob, "num")), "   TOB: ", case.tob, "   Gest: ", case.gest, " wks")
        n.line(*(["IDs:            "] + ids_line(case)))
        n.line("Mother:         ", FAM(case.mother.full()), "  (", pick(r, ["mob", "tel", "M"]), " ", PH(case.tel_mob), ")")
        n.line(*(["Address:        "] + addr_inline(c, case.addr)))
        n.line("GP / PCP:       ", DOC(case.gp.full()), ", ", HOSP(case.practice))
        n.line("Location:       ", HOSP(case.ward) if not nicu else c.nicu, ", bed ", LOC(case.bed))
        n.line("Pathway:        ", "NICU (AABR both ears)" if nicu else "Well baby (AOAE first)")
        n.line("Risk factors:   ", pick(r, RISK_FACTORS) if nicu or chance(r, 0.3) else "None identified")
        n.line("-" * 58)
    elif style == 1:
        n.line("NEWBORN HEARING SCREENING REPORT")
        n.line(HOSP(case.hosp), " | ", "Early Hearing Detection and Intervention (EHDI)" if c.us else "Universal Newborn Hearing Screening")
        n.line("")
        n.line("Patient: ", PAT(case.baby.full()), "    ", pick(r, ["MRN ", "Med Rec # "]), MRN(case.mrn),
               "    Acct: ", ACC(case.enc))
        n.line("Date of birth: ", DT(case.D(case.dob, "num")), "   Birth wt: ", str(case.bw), " g   GA: ", case.gest)
        n.line("Mother: ", FAM(case.mother.lf()), "   Mother's MRN: ", MRN(case.mother_mrn))
        if case.ssn and cc in ("US", "ZA") and chance(r, 0.6):
            n.line(pick(r, ["Guarantor: mother, ", "Responsible party: mother, "]), case.ssn[0], " ", SSN(case.ssn[1]))
        if case.nat and case.nat[1] == "HEALTHPLAN":
            n.line("Coverage: ", case.nat[0], " ", HP(case.nat[2]))
        n.add("Ordering provider: ", *dr(case, case.paed, 1))
        n.add("  ", case.paed.lic[0], " ", LIC(case.paed.lic[1]), "\n")
        n.line("Nursery: ", HOSP(case.ward), "  Room ", LOC(str(r.randint(200, 480)) + pick(r, ["", "A", "B"])))
        n.line("")
    else:
        n.line(pick(r, ["Hearing screen entry", "HEARING SCREEN - PCHR entry", "Newborn hearing screen (ward copy)"]))
        n.line("Baby of ", FAM(case.mother.full()), " / baby ", PAT(case.baby.given), "  DOB ", DT(case.D(case.dob, "num")))
        n.add(*ids_line(case, "  "))
        n.line("")
        n.line("Screened on ", HOSP(case.ward), ", bay ", LOC(str(r.randint(1, 6))), " bed ", LOC(case.bed),
               " at ", HOSP(case.hosp))
        n.line("")
    # tests
    n.line("TEST 1: ", "AABR" if nicu else "AOAE", "   Date: ", DT(case.D(case.hs_date, "num")), " ", t1,
           "   Age at test: ", AGE(case.hs_hrs), " hrs")
    n.line("  Equipment: ", amodel if nicu else model, "  serial ", DEV(case.device_sn),
           "  probe ", DEV(case.serial()) if chance(r, 0.4) else "checked", "; daily probe check passed")
    n.line("  Right ear: ", right, pick(r, ["", "  (noise 38 dB SPL)", "  (3/4 bands)"]))
    n.line("  Left ear:  ", left, pick(r, ["", "  (high ambient noise)", "  (baby unsettled)"]))
    refer = F in (right, left)
    outcome_follow = False
    if refer and not nicu:
        d2 = case.d(r.randint(1, 14), case.hs_date)
        r2 = P if chance(r, 0.5) else F
        n.line("TEST 2: AOAE repeat   Date: ", DT(case.D(d2, "num")), "   Age: ", AGE((d2 - case.dob).days), " days")
        n.line("  Result ", "both ears" if right == left else ("R" if right == F else "L"), ": ", r2)
        if r2 == F:
            d3 = case.d(r.randint(0, 7), d2)
            r3 = P if chance(r, 0.55) else F
            n.line("TEST 3: AABR 35 dB nHL  Date: ", DT(case.D(d3, "num")), "  ", amodel, " SN ", DEV(case.serial()))
            n.line("  Result: ", r3, " (clicks, 1000 sweeps max)")
            outcome_follow = r3 == F
    elif refer and nicu:
        outcome_follow = True
    n.line("")
    if outcome_follow:
        appt = case.wd(r.randint(14, 35), case.hs_date)
        n.line("OUTCOME: REFER to audiology for diagnostic ABR (", pick(r, ["unilateral", "bilateral"]), ")")
        n.line("Appointment: ", DT(case.D(appt, pick(r, ["long", "wd"]))), " ", "%02d:%02d" % (r.randint(8, 15), pick(r, [0, 15, 30, 45])),
               " at ", HOSP(case.aud), " (", PH(case.aud_tel), ")",
               *(["; ", LOC(pick(r, PP.BUILDINGS)), ", level ", str(r.randint(0, 4))] if chance(r, 0.4) else []))
        n.line("Letter posted to ", STR(case.addr["street"]), ", ", CITY(case.addr["city"]), "; copy to ", c.gp, " ",
               *dr(case, case.gp, 0))
        n.line("")
        n.line("Parent informed verbally; explained REFER does not mean baby is deaf. Interpreter: ",
               *(["not required"] if not case.language else ["telephone interpreter (%s) ID " % case.language, IDN(digits(r, 5))]))
    elif right == P and left == P or (refer and not outcome_follow):
        n.line("OUTCOME: ", pick(r, ["Clear response both ears - discharged from screening programme",
                                     "PASS bilateral - no further screening required",
                                     "Bilateral clear response. No follow-up needed."]))
        if chance(r, 0.35):
            n.line("Targeted follow-up at 8 months (risk factor) - booked via ", c.cnurse)
        n.line("Checklist 'Reaction to sounds' leaflet given to ", pick(r, ["mum", "mother", "parents"]),
               " (", FAM(case.mother.given), ").")
    if chance(r, 0.35):
        par = case.partner if chance(r, 0.4) else case.mother
        n.line("Note: first attempt ", DT(case.D(case.dob, "short")), " abandoned - baby feeding; ",
               "dad" if par.sex == "M" else "mum", " ", FAM(par.given),
               " asked to return to ", HOSP(case.ward), ".")
    if chance(r, 0.3):
        n.line("Contact email for reminders: ", EM(case.email))
    n.line("")
    n.line("Screener: ", DOC(scr.full()), pick(r, [", Newborn Hearing Screener", " (HCA/screener)", ", Screening Tech"]),
           "   ID ", USR(scr.user))
    if chance(r, 0.5):
        n.line("Data uploaded from device ", DEV(case.device_sn), " via dock ", IP("10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(2, 250))),
               " on ", DT(case.D(case.hs_date, "iso")), " ", "%02d:%02d" % (r.randint(12, 23), r.randint(0, 59)))
    if chance(r, 0.4):
        n.line("Checked by team lead ", DOC(case.coord.full()), " ", DT(case.D(case.d(1, case.hs_date), "num")))
    return n


def audiology_followup_letter(rng, cc):
    case = Case(rng, cc)
    c, r = case.c, rng
    n = Note(rng, "audiology_followup_letter", cc)
    aud = case.audiologist
    appt = case.wd(r.randint(14, 42), case.hs_date)
    outcome = r.randint(0, 3)  # 0 normal, 1 unilateral loss, 2 bilateral, 3 conductive/glue
    # letterhead
    n.line(HOSP(case.aud))
    n.add(*addr_block(c, case.lab_addr))
    n.line("Tel ", PH(case.aud_tel), "   Fax ", FAX(c.phone()))
    if chance(r, 0.5):
        n.line("Email: ", EM(pick(r, ["audiology", "paed.audiology", "hearing.clinic"]) + "@" + pick(r, ["example.org", "example.net"])))
    n.line("")
    dict_d = case.d(r.randint(1, 6), appt)
    n.line(pick(r, ["Date: ", "Dictated: ", ""]), DT(case.D(dict_d, "long")))
    n.line("")
    to_gp = chance(r, 0.6)
    if to_gp:
        n.add(*dr(case, case.gp, 1)); n.line("")
        n.line(HOSP(case.practice))
        n.add(*addr_block(c, case.practice_addr))
    else:
        n.line("To the parent/guardian of ", PAT(case.baby.full()))
        n.add(*addr_block(c, case.addr))
    n.line("")
    n.line("Re: ", PAT(case.baby.full()), pick(r, ["   DOB ", ", born "]), DT(case.D(case.dob, "num")),
           *(["   Clinic episode ", ACC(pick(r, ["EP", "OP", "A"]) + digits(r, 7))] if chance(r, 0.35) else []))
    n.add("    ", *ids_line(case, ", "))
    n.line("")
    n.line("    ", *(addr_inline(c, case.addr)))
    n.line("")
    salut = ["Dear Dr ", DOC(case.gp.family), ","] if to_gp else ["Dear ", FAM(case.mother.given), pick(r, [" and ", " & "]),
                                                                 FAM(case.partner.given), ","]
    n.line(*salut)
    n.line("")
    ear = pick(r, ["right", "left"])
    pw = "did not show a clear response" if c.pass_words[0] == "Clear response" else "was referred"
    n.line(PAT(case.baby.given), " was seen in clinic on ", DT(case.D(appt, "long")), " following the newborn hearing screen at ",
           HOSP(case.hosp), ", where the ", ear if outcome == 1 else "left", " ear ", pw, " on AOAE and AABR. ",
           pick(r, ["Mum", "Mum and Dad", "Both parents", "Mother and grandmother"]), " attended",
           pick(r, [".", " with " + case.his + " older sibling."]))
    n.line("")
    if chance(r, 0.6):
        n.line("History: term delivery at ", case.gest, " weeks, birthweight ", str(case.bw), " g. ",
               pick(r, ["No NICU admission.", "Brief admission for TTN, no ototoxic drugs.",
                        "Admitted to NICU for 6 days; gentamicin 48 hrs, levels normal.",
                        "cCMV saliva PCR sent at day 12 - negative."]),
               " Family history: ", *(pick(r, [["nil of note."], ["maternal uncle wears hearing aids from childhood."],
                                             ["older brother had grommets aged ", AGE(r.randint(2, 6)), "."]])))
        n.line("")
    age_w = (appt - case.dob).days // 7
    n.line("Age at assessment: ", AGE(age_w), " weeks (corrected ", "term" if case.gest_w >= 37 else "%d weeks" % max(1, age_w - (40 - case.gest_w)), ")")
    n.line("")
    n.line("Results")
    n.line("- Tympanometry (1 kHz probe): ", pick(r, ["type A bilaterally", "flat trace right, normal left", "normal peaks bilaterally"]))
    n.line("- TEOAE: ", pick(r, ["present bilaterally, SNR > 6 dB at 4 of 5 bands", "absent " + ear + ", present contralateral"]))
    if outcome == 0:
        n.line("- ABR (natural sleep): responses at 30 dB nHL at 4 kHz and 1 kHz bilaterally; click 30 dB nHL.")
        n.line("")
        n.line("These results are consistent with hearing within normal limits in both ears. ",
               PAT(case.baby.given), " has been discharged from audiology. Please refer back at any age if there is concern about hearing or speech.")
    elif outcome == 1:
        th = pick(r, [50, 60, 70, 80])
        n.line("- ABR: ", ear, " ear thresholds ", str(th), " dB eHL at 4 kHz, ", str(th - 5), " dB at 1 kHz; bone conduction ABR ",
               str(th - 5), " dB; contralateral ear 30 dB nHL.")
        n.line("")
        n.line("This indicates a permanent moderate-to-severe sensorineural hearing loss in the ", ear,
               " ear. We discussed the findings at length. A ", c.paed, " review and cCMV testing have been requested.")
    elif outcome == 2:
        n.line("- ABR: bilateral thresholds 70-75 dB eHL (4 kHz), 65 dB (1 kHz); ABR waveforms repeatable.")
        n.line("")
        n.line("Findings indicate a bilateral moderately severe sensorineural hearing loss. Earmould impressions were taken today; hearing aids (",
               pick(r, PP.HA_MODELS), ") will be fitted on ", DT(case.D(case.d(r.randint(7, 21), appt), "long")), ".")
        if chance(r, 0.7):
            n.line("Aid serial numbers: R ", DEV(case.serial()), ", L ", DEV(case.serial()), ".")
    else:
        n.line("- ABR air conduction 45 dB nHL bilaterally, bone conduction 20 dB - consistent with a conductive component.")
        n.line("")
        n.line("This is most likely middle ear fluid. We will review in 6-8 weeks with repeat tympanometry.")
    n.line("")
    if outcome in (1, 2):
        org = c.fmt_town_org(pick(r, PP.CHARITIES["hearing"]))
        n.line("Referrals made: ", c.paed, " ENT at ", HOSP(case.c.hospital()), "; ",
               pick(r, ["Teacher of the Deaf (sensory support service)", "early intervention program", "Deaf education service"]),
               "; genetics; ophthalmology. The family were also given details of ", ORG(org), " (",
               URL(pick(r, ["www.example.org/families", "deaf-families.example.net", "https://www.example.com/support"])), ").")
        n.line("")
        if chance(r, 0.5):
            n.line(FAM(case.mother.given), " is a ", PROF(case.mother_job), " and is due to return to work at ",
                   ORG(c.fmt_town_org(pick(r, PP.EMPLOYERS))), " in ", DT(case.D(case.d(r.randint(150, 300)), "monthyear")),
                   "; we discussed how appointments can be arranged around this.")
            n.line("")
        n.line("Next appointment: ", DT(case.D(case.wd(r.randint(20, 60), appt), "wd")), " with ", DOC(case.scientist.full()),
               *([" in the ", LOC(pick(r, PP.BUILDINGS)), " (please allow time to park)."] if chance(r, 0.5) else ["."]))
        n.line("")
    n.line("Please do not hesitate to contact the department on ", PH(case.aud_tel), " if you have any questions.")
    n.line("")
    n.line(pick(r, ["Yours sincerely,", "Kind regards,", "Sincerely,"]))
    n.line("")
    n.line("")
    n.line(DOC(aud.full()))
    n.line(pick(r, ["Clinical Scientist (Audiology)", "Paediatric Audiologist" if not c.us else "Pediatric Audiologist, AuD",
                    "Senior Audiologist", "Principal Audiologist"]))
    n.line(aud.lic[0], " ", LIC(aud.lic[1]))
    n.line("")
    cc_list = ["cc: "]
    if to_gp:
        cc_list += ["Parents, ", STR(case.addr["street"]), ", ", CITY(case.addr["city"])]
    else:
        cc_list += ["Dr ", DOC(case.gp.family), ", ", HOSP(case.practice)]
    cc_list += ["; ", c.cnurse, " ", DOC(case.hv.full())]
    n.line(*cc_list)
    if chance(r, 0.5):
        n.line("Typed by ", DOC(case.clerk.initials(False).lower()), " ", DT(case.D(case.d(r.randint(0, 3), dict_d), "num")))
    return n
