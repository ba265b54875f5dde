"""Genres: pre-operative assessment questionnaire; consent form record."""
import clinical as C
import pools as P
import world as W
import case as K
import common as M
from nb import NB, rng, ch, chance, digits, joinf


def yn(p=0.2):
    return "Yes" if chance(p) else "No"


def preop_questionnaire(k):
    nb = NB()
    if chance(0.5):
        _parent_form(nb, k)
    else:
        _nurse_assessment(nb, k)
    return nb


def _parent_form(nb, k):
    a = K.anaesthetic_word(k)
    nb(M.letterhead(k, unit=True, contact=chance(0.5)))
    nb(ch(["PRE-OPERATIVE HEALTH QUESTIONNAIRE (to be completed by parent/carer)",
           "Children's Pre-Assessment Questionnaire", "PRE-" + a.upper() + " QUESTIONNAIRE - CHILD"]), "\n")
    nb("Submitted online: ", K.date(k, k.pre, "num"), " ", W.hhmm(6, 23), "\n\n")
    nb("SECTION 1 - ABOUT YOUR CHILD\n")
    nb("Child's full name: ", K.pname(k, ch(["full", "fml"])), "\n")
    nb("Name they like to be called: ", [(k.pt.nick, "PATIENT")] if k.pt.nick else K.pname(k, "first"), "\n")
    nb("Date of birth: ", K.date(k, k.dob, ch(["num", "long"])), "    Age: ", K.age_frags(k), "\n")
    nb("Home address: ", W.addr_frags(k.addr, "line"), "\n")
    nb("Home phone: ", (k.home, "PHONE") if chance(0.6) else "n/a", "\n")
    if k.nat and chance(0.7):
        nb(k.nat[0], " (if known): ", (k.nat[1], k.nat[2]), "\n")
    nb("\nSECTION 2 - PARENT / GUARDIAN\n")
    for i, f in enumerate(k.carers):
        nb("%d. Name: " % (i + 1), (f.full(), "FAMILY"), "   Relationship: ", K.rel_word(f, k), "\n")
        nb("   Mobile: ", (f.mob, "PHONE"), "   Email: ", (f.email, "EMAIL") if chance(0.7) else "-", "\n")
        if f.job and chance(0.6):
            nb("   Occupation: ", (f.job, "PROFESSION"), "\n")
    nb("Who has parental responsibility? ", ch(["both parents", "mum", "both", "Local authority (foster placement)", "me"]), "\n")
    nb("Interpreter needed? ", "No" if chance(0.8) else ch(["Yes - Polish", "Yes - Arabic", "Yes - Somali", "Yes - Mandarin", "Yes - Tongan"]), "\n")
    nb("\nSECTION 3 - GP AND SCHOOL\n")
    nb(M.gp_block(k, label="GP / family doctor: " if not k.us else "Pediatrician: ", phone=chance(0.7)), "\n")
    if k.age_m >= 36:
        nb("School / nursery: ", (k.school, "ORGANIZATION"), "\n")
    nb("\nSECTION 4 - HEALTH\n")
    qs = [("Was your child born early?", ch(["No - term", "No, 39 weeks", "Yes - 34+2 weeks, 5 days in SCBU", "No (40+5)", "Yes, 36 weeks"])),
          ("Any heart, lung or breathing problems (asthma, croup)?", k.pmh if "asthma" in k.pmh or "croup" in k.pmh else "No"),
          ("Any cough, cold or temperature in the last 2 weeks?", ch(["No", "No", "Runny nose last week, now clear", "Yes - chesty cough, on amoxicillin"])),
          ("Does your child snore or stop breathing at night?", ch(["Yes, loud snoring every night, pauses", "No", "Sometimes when he has a cold", "Yes"])),
          ("Any loose or wobbly teeth?", ch(["No", "Yes - bottom front", "1 wobbly at the front (lower left)", "No"])),
          ("Has your child had an " + K.anaesthetic_word(k) + " before?", ch(["No", "Yes - grommets ", "Yes, teeth out ", "Yes - MRI under GA "])),
          ("Any family history of problems with anaesthetics (e.g. malignant hyperthermia, suxamethonium apnoea)?",
           "Yes - see note" if "malignant" in k.pmh else ch(["No", "Not known", "No"])),
          ("Does your child bruise or bleed easily?", "Yes - VWD type 1, under haematology" if "Willebrand" in k.pmh else "No"),
          ("Regular medicines:", "; ".join(k.meds) if k.meds else "none"),
          ("Allergies:", k.allergy)]
    for q, ans in qs:
        nb(q, " ", ans)
        if ans.startswith("Yes - grommets") or ans.startswith("Yes, teeth") or ans.startswith("Yes - MRI"):
            nb("in ", (W.fmt_date(K.past(k, 200, 900), k.c, ch(["monyr", "yr"])), "DATE"),
               " at ", (K.hosp_name(k.c) if chance(0.5) else k.hosp, "HOSPITAL"))
        nb("\n")
    if k.device:
        nb("Medical devices: ", k.device[1], " ", k.device[0], ", serial no. ", (k.dev_sn, "DEVICE"), "\n")
    nb("Other conditions: ", k.pmh, "\n")
    if chance(0.35):
        nb("Travel abroad in the last month? Yes - ", (ch(P.ABROAD), "COUNTRY"), ", back ",
           K.date(k, W.add_days(k.pre, -rng.randint(3, 25)), ch(["dm", "num", "long"])), "\n")
    else:
        nb("Travel abroad in the last month? No\n")
    nb("Weight (if known): ", "%.1f kg" % k.wt if chance(0.7) else "not sure", "\n")
    nb("\nSECTION 5 - ON THE DAY\n")
    nb("Any dates you cannot attend? ", ch([[("Easter", "DATE"), " holidays - away"], [("Christmas", "DATE"), " week"],
                                             "no", ["any ", ("Monday", "DATE"), " (work)"], ["school trip ", K.date(k, W.add_days(k.op, rng.randint(5, 20)), "dm")],
                                             "none", [("Diwali", "DATE")], [("Eid", "DATE"), " - please avoid"]]), "\n")
    nb("How will your child get home? ", ch(["car", "car (grandad driving)", "taxi", "bus - is that OK?", "car"]), "\n")
    if chance(0.3):
        nb("Car registration (for parking permit): ", (W.plate(k.c), "VEHICLE"), "\n")
    nb("Anything else we should know? ", ch(["Very anxious about needles.", "He has autism - quiet space please.",
                                                "She is scared of masks.", "No.", "Would like to be there when she goes to sleep.",
                                                "Twin brother also on waiting list.", "-"]), "\n")
    nb("\nDeclaration completed by: ", (k.m.full(), "FAMILY"), " (", K.rel_word(k.m, k).lower(), ")  ", K.date(k, k.pre, "num"), "\n")
    nb("--\nPortal ref ", (W.idnum("booking"), "IDNUM"), " | login ", (W.username(k.m), "USERNAME"),
       " | submitted from ", (W.ip(), "IPADDR"), "\n")
    nb("Reviewed by pre-assessment nurse: ", K.staff_name(k.pac, ch(["full", "init"])), " ", K.date(k, W.next_weekday(k.pre, 1), "num"),
       " - ", ch(["no anaesthetic review needed", "refer to anaesthetist (snoring/OSA)", "phone parent re cold",
                  "book bloods - FBC, clotting", "OK for list"]), "\n")


def _nurse_assessment(nb, k):
    a = K.anaesthetic_word(k)
    title = ch(["PRE-ADMISSION TESTING (PAT) - PEDIATRIC", "Pediatric Pre-Anesthesia Assessment", "PRE-OP NURSING ASSESSMENT - PEDS"]
               if k.na else ["PRE-OPERATIVE ASSESSMENT - PAEDIATRIC DAY CASE", "Pre-assessment Clinic Record",
                             "Nurse-led Pre-op Assessment (Paeds)"])
    nb((k.hosp, "HOSPITAL"), " - ", title, "\n", "=" * rng.randint(30, 50), "\n")
    nb(M.banner(k, ids=True, addr=chance(0.6), nat=True, acct=chance(0.4)), "\n")
    nb("Assessment date: ", K.date(k, k.pre), "   ", ch(["Face to face", "Telephone", "Video call"]),
       "   Nurse: ", K.staff_name(k.pac, ch(["full", "fi"])), "\n")
    nb("Planned procedure: ", K.proc_name(k), " (", K.sp_word(k), ")   Surgeon: ", K.staff_name(k.surg, "hon_last"), "\n")
    nb("Listed for: ", K.date(k, k.op, ch(["wd", "num", "wdlong"])), " ", ch(["AM", "PM", "all day"]), " list   ",
       "Booking ref: ", (k.book, "IDNUM"), "\n")
    if k.ins:
        nb(K.ins_frags(k, "   "), "\n")
    if k.us and chance(0.7):
        g = k.m
        nb("Guarantor: ", (g.lf(), "FAMILY"), "  Rel: ", K.rel_word(g, k), "  SSN: ", ("%s-%s-%s" % ("9" + digits(2), digits(2), digits(4)), "SSN"),
           "\nEmployer: ", (ch(P.EMPLOYER), "ORGANIZATION"), "  Occupation: ", (g.job or "homemaker", "PROFESSION"), "\n")
    nb("Accompanied by: ", K.carer_name(k.m, "full"), " (", K.rel_word(k.m, k).lower(), ")", ", mob ", (k.m.mob, "PHONE"), "\n\n")
    nb("HISTORY\n")
    nb("PMH: ", k.pmh, "\n")
    nb("Birth: ", ch(["term SVD", "term, LSCS", "born at 32+1 weeks, NICU 3 weeks", "37+6, uneventful"]), "\n")
    nb("Previous GA: ", ch(["nil", "nil", ["grommets ", (W.fmt_date(K.past(k, 300, 1200), k.c, "yr"), "DATE"), " - PONV"],
                            ["dental GA ", (W.fmt_date(K.past(k, 200, 900), k.c, "monyr"), "DATE"), ", uneventful"]]), "\n")
    nb("FHx anaesthetic problems: ", "MH - father's cousin, refer anaes" if "malignant" in k.pmh else ch(["nil known", "none", "no"]), "\n")
    nb("Meds: ", ", ".join(k.meds) if k.meds else "nil", "\n")
    nb("Allergies: ", k.allergy, "\n")
    nb("Recent URTI: ", ch(["no", "no", "coryzal 1/52 ago, resolved", "cough ongoing - review on the day"]), "\n")
    nb("Snoring / OSA sx: ", ch(["yes - nightly, witnessed pauses", "no", "mild", "n/a"]), "\n")
    nb("Loose teeth: ", ch(["none", "LL1 mobile", "2 lower incisors", "none"]), "\n")
    if k.device:
        nb("Device: ", k.device[1], " (", k.device[0], ")  SN ", (k.dev_sn, "DEVICE"), "\n")
    nb("\nEXAMINATION\n", M.vitals(k), "\n")
    nb("BP ", "%d/%d" % (rng.randint(88, 118), rng.randint(48, 72)), "  ", ch(["Mallampati 1", "Mallampati 2", "unable to assess MP", "MP 1"]),
       "  Tonsils ", ch(["grade 1", "grade 2", "grade 3", "grade 4"]), "\n")
    if "Willebrand" in k.pmh or chance(0.2):
        nb("Bloods: Hb ", str(rng.randint(112, 138)), " g/L (115-155)  Plt ", str(rng.randint(180, 420)), " x10^9/L  APTT ",
           "%.1f" % rng.uniform(28, 38), " s  VWF:Ag ", "%.2f" % rng.uniform(0.35, 0.9), " IU/mL\n")
        nb("  Lab accession ", (W.idnum("accession"), "IDNUM"), "\n")
    nb("\nSOCIAL\n", M.social(k))
    if chance(0.3):
        nb(ch(["Family moved from ", "Arrived from ", "Born in "]), (ch(P.ABROAD), "COUNTRY"), " in ",
           (W.fmt_date(K.past(k, 300, 2500), k.c, ch(["yr", "monyr"])), "DATE"), ".")
    nb("\n")
    if chance(0.25):
        nb("Parking: carer's vehicle ", (W.plate(k.c), "VEHICLE"), " registered for free DSU parking on the day.\n")
    nb("\nPLAN\n")
    nb("ASA ", k.asa, ". ", ch(["Suitable for day case.", "Suitable for day case - anaesthetic review on the day.",
                               "Discussed with Dr ", "Day case OK."]))
    if nb.parts[-1] == "Discussed with Dr ":
        nb((k.anaes.last, "DOCTOR"), " - OK for day case, first on list.")
    nb("\n")
    nb("Fasting: ", ch(C.DIET_TEEN), "\n")
    nb("Admit to ", (k.ward, "HOSPITAL"), " at ", k.time_in, " on ", K.date(k, k.op, ch(["wd", "wdlong", "num"])), "\n")
    nb("Info given: ", ch(["day surgery leaflet", "fasting leaflet + ", "video link "]),
       (W.url(ch(["kids-surgery", "dsu/your-childs-operation", "getting-ready-for-theatre"])), "URL") if chance(0.6) else "verbal",
       "\n")
    nb("Parent given unit number ", (k.unit_phone, "PHONE"), " for queries.\n")
    nb("\n", K.sign(k, k.pac, with_lic=chance(0.6)), "\n")
    if chance(0.5):
        nb(K.audit_footer(k, k.pac))
        nb("\n")


# ---------------------------------------------------------------- consent
def consent_form(k):
    nb = NB()
    p = k.proc
    a = K.anaesthetic_word(k)
    if k.na:
        nb((k.hosp, "HOSPITAL"), "\n", ch(["INFORMED CONSENT FOR SURGICAL PROCEDURE AND ANESTHESIA - MINOR",
                                          "Consent to Operation / Procedure (Parent or Legal Guardian)"]), "\n")
    else:
        nb((k.hosp, "HOSPITAL"), "\n", ch(["CONSENT FORM 2 - Parental agreement to investigation or treatment for a child",
                                          "Consent Form - Child (parent/guardian agreement)",
                                          "Consent record - paediatric day case"]), "\n")
    nb("Form no. ", (W.idnum("consent"), "IDNUM"), "\n")
    nb("-" * 44, "\n")
    nb("Patient details (or addressograph label)\n")
    nb("Surname/family name: ", (k.pt.last, "PATIENT"), "\nFirst names: ", (k.pt.first + (" " + k.pt.mid if k.pt.mid else ""), "PATIENT"), "\n")
    nb("Date of birth: ", K.date(k, k.dob, "num"), "\n")
    nb(K.ids_block(k, "\n", national=chance(0.7)), "\n")
    nb("Responsible health professional: ", K.staff_name(k.surg, "hon_full"), "\nJob title: ", k.surg.title, "\n")
    nb("Special requirements: ", ch(["none", "interpreter - Arabic", "interpreter - Somali", "nil", "deaf parent - BSL interpreter"]))
    if "interpreter" in nb.parts[-1]:
        nb(" (interpreter ", (W.make_person(k.c, adult=True).full(), "DOCTOR"), ", booking ", (W.idnum("booking"), "IDNUM"), ")")
    nb("\n\n")
    nb("Name of proposed procedure or course of treatment:\n  ", K.cap(K.proc_name(k)), "\n")
    nb("Side: ", k.side or "n/a", "\n\n")
    nb("STATEMENT OF HEALTH PROFESSIONAL\n")
    nb("I have explained the procedure to the child and their parent. In particular, I have explained:\n")
    ben = {"at": ["fewer throat infections", "improved breathing at night"], "ad": ["improved nasal breathing"],
           "gr": ["improved hearing and fewer ear infections"], "tt": ["improved tongue movement"],
           "fb": ["removal of foreign body"], "cau": ["fewer nosebleeds"], "circ": ["relief of symptoms"],
           "orch": ["testis in the scrotum; easier examination"], "hern": ["prevent strangulation of hernia"],
           "hyp": ["straight urinary stream and normal appearance"], "cys": ["diagnosis"], "hyd": ["resolution of swelling"],
           "umb": ["repair of hernia"], "les": ["diagnosis and removal of lesion"], "nail": ["relief of pain and infection"],
           "ln": ["diagnosis"], "port": ["removal of device no longer needed"], "gast": ["low-profile feeding device"],
           "rsb": ["diagnosis"], "can": ["allow orthodontic alignment of the canine"]}.get(p["k"], ["relief of pain and infection"])
    nb("The intended benefits: ", ch(ben), "\n")
    nb("Serious or frequently occurring risks:\n")
    for r in p["risk"]:
        nb("  - ", r, "\n")
    nb("Any extra procedures which may become necessary: ", ch(["blood transfusion (very unlikely)", "none anticipated",
                                                               "examination of contralateral side", "return to theatre for bleeding"]), "\n")
    nb("The following leaflet has been provided: ", ch(["'Your child's operation'", "EIDO leaflet", "unit leaflet"]),
       [" / ", (W.url(W.slug(p["n"], 30)), "URL")] if chance(0.4) else "", "\n")
    blk = {"Dental": [" and local anaesthesia", ""], "ENT": ["", " and local anaesthesia"],
           "Urology": [" and caudal block", " and penile block", " and regional block"],
           "General": [" and local anaesthesia", " and caudal block", " and regional block", ""]}[p["sp"]]
    nb("This procedure will involve: general ", a, ch(blk).replace("anaesthesia", "anesthesia" if k.na else "anaesthesia"), "\n")
    nb("Signed: ", ch(["[signed]", "(signature)", "/s/"]), "   Date: ", K.date(k, k.pre if chance(0.5) else k.op, "num"), "\n")
    nb("Name (PRINT): ", (k.surg.full().upper() if chance(0.5) else k.surg.full(), "DOCTOR"), "   ", k.surg.lic[0], " ", (k.surg.lic[1], "LICENSE"), "\n")
    if chance(0.5):
        nb("Contact details (if child/parent wish to discuss options later): ", ch(["secretary ", "bleep "]),
           (W.phone(k.c, "land") if chance(0.6) else k.surg.bleep, "PHONE"), "\n")
    nb("\nSTATEMENT OF PERSON WITH PARENTAL RESPONSIBILITY\n")
    nb("I agree to the procedure described above. I understand that you cannot give me a guarantee that a particular "
       "person will perform the procedure.\n")
    f = k.m
    nb("Signature: [signed]   Date: ", K.date(k, k.pre if chance(0.5) else k.op, "num"), "\n")
    nb("Name (PRINT): ", ((f.full().upper() if chance(0.4) else f.full()), "FAMILY"), "   Relationship to child: ", K.rel_word(f, k).lower(), "\n")
    nb("Address (if different from child's): ", ch(["same", "as above", W.addr_frags(W.make_addr(k.c), "line")]), "\n")
    if chance(0.35):
        w = K.make_staff(k.c, "nurse")
        nb("Witness (where parent unable to sign / verbal consent by phone): ", (w.full(), "DOCTOR"), ", ", w.title, "  ", K.date(k, k.pre, "num"), "\n")
    if k.age_y >= 10 and chance(0.6):
        nb("\nCHILD'S AGREEMENT (optional)\nI agree to have the treatment and I know what it is about.\nName: ",
           K.pname(k, "full"), "   Age: ", (str(k.age_y), "AGE"), "\n")
    nb("\nCONFIRMATION OF CONSENT (to be completed on the day of the procedure)\n")
    nb("On behalf of the team treating the patient, I have confirmed with the parent that they have no further questions "
       "and wish the procedure to go ahead.\n")
    c2 = ch([k.reg, k.surg])
    nb("Signed: [signed]   Date: ", K.date(k, k.op, "num"), "  ", W.hhmm(7, 13), "\nName: ", K.staff_name(c2, ch(["full", "hon_full"])),
       "   Job title: ", c2.title, "\n")
    nb("Important notes (tick if applicable):  [ ] See advance decision  [ ] Parent has withdrawn consent\n")
    nb("Copy accepted by parent: ", ch(["yes", "Yes", "declined"]), "\n")
    if chance(0.5):
        nb("\nPhotography consent: ", ch(["for clinical record only", "declined", "record + teaching (anonymised)"]), "\n")
    if chance(0.5):
        nb(K.audit_footer(k, ch([k.clerk, k.reg])), "\n")
    return nb
