"""Genres: heart failure nurse telephone review; cardiac rehabilitation assessment."""
import clin
import pools as P
from blocks import pt_ref, title_name, social
from core import Note, cap
from g3 import hdr_patient

QUOTES_OK = ["I've been grand, just a bit puffed going up the hill", "the ankles are a lot better since the water tablet went up",
             "I'm sleeping flat again, only the one pillow", "no dizziness at all, thank God", "I walk to the shop and back most days now",
             "the tablets are fine, no bother with them"]
QUOTES_BAD = ["I couldn't lie down last night, had to sit up in the chair", "my trousers are tight round the middle again",
              "I'm more breathless getting dressed", "I feel light-headed when I stand up", "the legs are swollen up to the knees"]


def hf_phone(c):
    N = Note()
    pt, addr = c.patient(), c.address()
    pt.age = max(pt.age, c.ri(50, 92))
    pt.dob = c.dob_for(pt.age)
    nurse, gp, cons = c.clinician("nurse"), c.clinician("gp"), c.clinician("cons")
    hosp = c.hospital("local")
    bad = c.p(0.4)
    ef = c.ri(18, 39)
    N.add((hosp, "HOSPITAL"), " - ", c.ch(["Heart Failure Nurse Service", "Community Heart Failure Team", "HF Specialist Nursing"]), "\n")
    N.add(c.ch(["TELEPHONE REVIEW", "Telephone Consultation Record", "HF Nurse Phone Follow-up"]), "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.3))
    N.add("Date: ", (c.fd(c.ref, c.ch([c.dstyle, "wd", "dmy"])), "DATE"), "   Time: %02d:%02d   Duration: %d min\n" % (c.ri(9, 16), c.ri(0, 59), c.ri(6, 25)))
    mob = c.p(0.6)
    N.add("Number called: ", (c.phone(mobile=mob), "PHONE"), " (", "mobile" if mob else "landline", ")\n")
    N.add("ID check: name, DOB and first line of address (", (addr["street"], "STREET"), ") confirmed.\n")
    fam = c.family(pt, c.ch(["wife", "husband", "daughter", "son"]) if c.p(0.7) else None)
    who = c.ri(0, 2)
    if who == 0:
        N.add("Spoke with: patient")
        if pt.nick:
            N.add(" (likes to be called ", (pt.nick, "PATIENT"), ")")
        N.add(".\n")
    elif who == 1:
        N.add("Spoke with: patient and ", fam.rel, " ", (fam.name(c.ch(["first", "full"])), "FAMILY"), " (on speaker, consent given).\n")
    else:
        N.add("Spoke with: ", fam.rel, " ", (fam.name("full"), "FAMILY"), " (main carer; patient consented)", ".\n")
    N.add("\nDiagnosis: HFrEF, LVEF %d%% on echo " % ef, (c.fd(c.days(-c.ri(30, 500)), c.ch(["my", c.dstyle])), "DATE"), "; ",
          c.ch(["ischaemic", "non-ischaemic dilated", "alcohol-related", "post-partum", "tachycardia-mediated"]), " cardiomyopathy.\n")
    dry = c.uf(58, 108)
    N.add("NYHA: ", c.ch(["II", "II-III", "III"]) if bad else c.ch(["I", "II", "I-II"]), "   Dry weight: %.1f kg\n\n" % dry)
    N.add("Current HF medication:\n")
    for m in clin.med_list(c, clin.SCEN["hfref"], c.ri(0, 2)):
        N.add("  ", m, "\n")
    N.add("\nHome weights (kg):\n")
    w = dry + c.uf(-0.5, 1.0)
    for i in range(c.ri(3, 6)):
        d = c.days(i - 5)
        w += c.uf(-0.4, 0.9) if bad else c.uf(-0.5, 0.4)
        N.add("  ", (c.fd(d, c.ch(["wds", "dm"]) if i == 0 else "wds"), "DATE"), "  %.1f\n" % w)
    N.add("\nSymptoms: ", c.ch(["increased SOB on exertion, 2-pillow orthopnoea", "ankle oedema worse in evenings, SOB dressing"]) if bad else
          c.ch(["breathlessness on moderate exertion, no orthopnoea or PND", "stable; walking ~%d m on the flat" % c.ri(100, 800)]), ". ")
    N.add(pt.he().capitalize(), " said: \"", c.ch(QUOTES_BAD if bad else QUOTES_OK), "\". ")
    if c.p(0.4):
        N.add("Had a tough week over ", (c.ch(["Christmas", "Easter", "New Year", "Christmas Day"]), "DATE"),
              " with salty food. ")
    N.add("Home BP ", "%d/%d" % (c.ri(88, 142), c.ri(50, 85)), ", HR ", str(c.ri(52, 96)), ". Fluid restriction ", c.ch(["1.5 L", "adhered to", "not always followed"]), ".\n")
    bd = c.days(-c.ri(2, 14))
    N.add("Bloods (", (c.fd(bd, c.ch(["dm", c.dstyle])), "DATE"), c.ch([", GP", ", hospital", ""]), "): Na %d, K %.1f, Creat %d, eGFR %d, NT-proBNP %d\n"
          % (c.ri(130, 142), c.uf(3.8, 5.6), c.ri(80, 190), c.ri(28, 80), c.ri(600, 9000)))
    N.add("\nAssessment/Plan:\n")
    if bad:
        N.add("- Weight up %.1f kg over 5 days with symptoms: furosemide increased from 40 mg to 80 mg OM for 3 days then review\n" % c.uf(1.5, 3.5))
        N.add("- Repeat U&E in 3-5 days (form emailed to ", (c.practice(), "HOSPITAL"), ")\n")
        if c.p(0.5):
            N.add("- Discussed with ")
            title_name(N, cons, c.ch(["last", "full"]))
            N.add(" - if no improvement, admit via ", (c.ch(P.WARDS), "HOSPITAL"), " (direct access)\n")
    else:
        N.add("- Stable. Up-titrate ", c.ch(["bisoprolol 2.5 -> 3.75 mg OD", "sacubitril/valsartan to 49/51 mg BD", "eplerenone to 50 mg OD"]), "\n")
        N.add("- U&E in 1-2 weeks at GP\n")
    N.add("- Red-flag advice reiterated; contact HF line on ", (c.phone(), "PHONE"), c.ch([" (weekdays)", ""]), " or 999/112 out of hours\n")
    N.add("- Next telephone review: ", (c.fd(c.days(c.ri(7, 28)), c.ch(["wdc", c.dstyle])), "DATE"), "\n")
    if c.p(0.35):
        N.add("- Telemonitoring: readings via ", (c.url(c.ch(["hf/telemonitoring", "home-monitor", "selfcare"])), "URL"),
              "; patient login ", ((c.email_person(pt, "example.com")).split("@")[0], "USERNAME"), "\n")
    N.add("\nCopy to GP: Dr ", (gp.name(c.ch(["full", "fl"])), "DOCTOR"))
    if c.p(0.5):
        N.add(" by secure email ", (c.email_dept(c.ch(["gp.referrals", "practice.admin"])), "EMAIL"))
    else:
        N.add(" by fax ", (c.phone(), "FAX"))
    N.add("\n\n", (nurse.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", nurse.cred, "\n", nurse.role, "\n")
    if nurse.lic and c.p(0.6):
        N.add(nurse.lic.rsplit(" ", 1)[0], " ", (nurse.lic.rsplit(" ", 1)[1], "LICENSE"), "\n")
    if c.p(0.4):
        N.add("Email: ", (c.email_person(nurse), "EMAIL"), "\n")
    return N


def rehab(c):
    N = Note()
    pt, addr = c.patient(), c.address()
    k, sc = clin.scen_pick(c, ["nstemi", "stemi_inf", "stemi_ant", "angina", "hfref", "as", "mr"])
    hosp = c.hospital("local")
    rn, ref = c.clinician("rehab"), c.clinician(c.ch(["cons", "reg"]))
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["Cardiac Rehabilitation Programme", "Cardiac Rehab Service", "Heart Health & Rehabilitation"]), "\n")
    N.add(c.ch(["INITIAL ASSESSMENT (PHASE III)", "Pre-programme Assessment", "Cardiac Rehabilitation Assessment"]), "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.3))
    N.add("Assessment date: ", (c.fd(c.ref, c.ch([c.dstyle, "wd"])), "DATE"), "\n")
    venue = c.ri(0, 2)
    if venue == 0:
        N.add("Venue: ", (c.ch(["Riverside Leisure Centre", "Castle Sports Hall", "Millbrook Community Centre", "Quayside Leisure Centre",
                                 "Abbey Community Hub"]), "LOCATION_OTHER"), " (community programme)\n")
    elif venue == 1:
        N.add("Venue: Physiotherapy gym, ", (c.ch(P.BUILDINGS), "LOCATION_OTHER"), "\n")
    else:
        N.add("Venue: home-based programme (", c.ch(["REACH-HF manual", "Heart Manual", "virtual classes"]), ")\n")
    N.add("Referred by: Dr ", (ref.name(c.ch(["full", "last"])), "DOCTOR"), " following ", sc["dx"], " (")
    ev = c.days(-c.ri(10, 60))
    N.add((c.fd(ev), "DATE"), ")")
    if k in ("nstemi", "stemi_inf", "stemi_ant"):
        N.add(" treated with PCI at ", (c.hospital("tertiary"), "HOSPITAL"))
    elif k in ("as", "mr"):
        N.add(" - ", c.ch(["TAVI", "SAVR", "MV repair"]), " at ", (c.hospital("tertiary"), "HOSPITAL"))
    N.add(".\n\n")
    N.add("Background: ", "; ".join(clin.comorbs(c, sex=pt.sex)), ".\n")
    N.add("Social: ")
    fam, prof = social(N, c, pt)
    N.add("\n\nBASELINE MEASURES\n")
    ht, wt = c.ri(150, 192), c.uf(52, 124)
    N.add("Height %d cm  Weight %.1f kg  BMI %.1f  Waist %d cm\n" % (ht, wt, wt / (ht / 100.0) ** 2, c.ri(78, 128)))
    N.add("Resting BP %d/%d mmHg  HR %d bpm  SpO2 %d%%\n" % (c.ri(100, 160), c.ri(60, 95), c.ri(52, 88), c.ri(94, 99)))
    test = c.ch(["ISWT", "6MWT"])
    if test == "ISWT":
        N.add("ISWT: %d m (level %d), peak HR %d, Borg RPE %d, stopped due to %s\n" % (c.ri(180, 900), c.ri(3, 10), c.ri(95, 140), c.ri(11, 17),
                                                                                   c.ch(["breathlessness", "leg fatigue", "completed protocol"])))
    else:
        N.add("6MWT: %d m, SpO2 nadir %d%%, Borg dyspnoea %d/10\n" % (c.ri(150, 620), c.ri(88, 97), c.ri(1, 6)))
    N.add("Target training HR: %d-%d bpm (40-70%% HRR), RPE 11-14\n" % (c.ri(85, 100), c.ri(105, 125)))
    N.add("HADS: anxiety %d, depression %d   EQ-5D VAS %d   Dartmouth COOP %d\n" % (c.ri(0, 16), c.ri(0, 14), c.ri(35, 90), c.ri(10, 32)))
    N.add("Lipids: TC %.1f, LDL %.1f mmol/L   HbA1c %d mmol/mol\n\n" % (c.uf(2.8, 6.2), c.uf(0.9, 3.8), c.ri(34, 80)))
    N.add("GOALS\n")
    gl = c.sample(["return to work" if pt.age < 66 else "garden", "golf", "walk", "grandchildren" if pt.age > 55 else "weight",
                   "weight", "smoking", "garden", "holiday"], c.ri(2, 4))
    gl = [g for i, g in enumerate(gl) if g not in gl[:i]]
    for g in gl:
        N.add("- ")
        if g == "return to work":
            N.add("Return to work as ", ("an " if prof[0] in "aeiou" else "a "), (prof, "PROFESSION"), " by ", (c.fd(c.days(c.ri(40, 120)), "my"), "DATE"), "\n")
        elif g == "golf":
            N.add("Play 9 holes at ", (c.ch(["Castle Golf Club", "Seapoint Golf Club", "Moorside Golf Club", "Links View Golf Club"]), "ORGANIZATION"), " again\n")
        elif g == "walk":
            N.add("Walk to ", (c.ch(P.LANDMARKS), "LOCATION_OTHER"), " and back without stopping\n")
        elif g == "grandchildren":
            N.add("Keep up with grandchildren; granddaughter ", (c.person("F", "family", pt.last if c.p(0.5) else None).name("first"), "FAMILY"),
                  "'s wedding in ", (c.fd(c.days(c.ri(60, 200)), c.ch(["month", "my"])), "DATE"), "\n")
        elif g == "weight":
            N.add("Lose %d kg\n" % c.ri(3, 12))
        elif g == "smoking":
            N.add("Stay off cigarettes (quit on admission); NRT via stop smoking service\n")
        elif g == "garden":
            N.add("Manage the allotment / garden\n")
        else:
            N.add("Fly to ", c.ch(P.ABROAD_HOLIDAY), " for a family holiday in ",
                  (c.fd(c.days(c.ri(60, 240)), "my"), "DATE"), " (travel insurance letter requested)\n")
    N.add("\nPROGRAMME\n")
    N.add("%d-week supervised exercise + education; start " % c.ch([6, 8, 8, 12]), (c.fd(c.days(c.ri(5, 21)), c.ch([c.dstyle, "wdc"])), "DATE"), ".\n")
    N.add("Risk stratification (AACVPR): ", c.ch(["low", "moderate", "high"]), ". ")
    N.add("Education topics: medications, diet (", c.ch(["dietitian session booked", "Mediterranean diet leaflet"]), "), stress, return to driving and sex.\n")
    if c.p(0.5):
        N.add("Car park permit issued for vehicle ", (c.vehicle(), "VEHICLE"), ".\n")
    if c.p(0.45):
        N.add("Gym access enrolment: ", c.ch(["fingerprint ID ", "biometric ID ", "palm scan ref "]), (c.bioid(), "BIOID"), ".\n")
    if c.p(0.35):
        N.add("Online classes: ", (c.url(c.ch(["rehab/classes", "cardiac-rehab", "heartrehab/online"])), "URL"), ", user ",
              ((pt.first[:3] + pt.last.replace("'", "").replace(" ", "")[:5]).lower() + c.digits(2), "USERNAME"), "\n")
    N.add("Emergency contact: ", fam.rel, " ", (fam.name(c.ch(["full", "first"])), "FAMILY"), ", ", (c.phone(mobile=True), "PHONE"), "\n")
    if pt.age < 66 and c.p(0.35):
        N.add("PPSN: " if c.ie else "NI number: ", (c.ssn(), "SSN"), " (illness benefit form completed)\n" if c.ie else " (SSP/ESA form completed)\n")
    N.add("\nAssessed by: ", (rn.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", rn.role, ("" if not rn.cred else ", " + rn.cred), "\n")
    if rn.lic and c.p(0.5):
        N.add(rn.lic.rsplit(" ", 1)[0], " ", (rn.lic.rsplit(" ", 1)[1], "LICENSE"), "\n")
    N.add("Rehab office: ", (c.phone(), "PHONE"))
    if c.p(0.5):
        N.add("  Email: ", (c.email_dept(c.ch(["cardiacrehab", "heart.rehab"])), "EMAIL"))
    N.add("\n")
    return N
