"""Genres: recovery and discharge checklist; parent discharge advice letter;
GP discharge letter."""
import clinical as C
import pools as P
import world as W
import case as K
import common as M
from nb import NB, rng, ch, chance, digits, joinf


def _tick():
    return ch(["[x]", "Y", "\u2713", "yes", "[Y]"])


def recovery_checklist(k):
    nb = NB()
    na = k.na
    nb((k.hosp, "HOSPITAL"), " - ", (k.ward, "HOSPITAL"), "\n")
    nb(ch(["RECOVERY AND DAY CASE DISCHARGE CHECKLIST (PAEDIATRIC)", "Stage 1 Recovery / Discharge Criteria - Child",
           "PACU & DISCHARGE CHECKLIST - PEDIATRIC" if na else "Post-op Recovery & Discharge Record"]), "\n\n")
    nb(M.banner(k, ids=True, nat=chance(0.5), sep="  "), "\n")
    nb("Procedure: ", K.proc_name(k), "   Date: ", K.date(k, k.op, "num"), "   ", K.bed_frag(k), "\n\n")
    h = int(k.time_in[:2]) + 2
    m = rng.choice([0, 5, 15, 25, 40])
    nb("Arrived recovery ", "%02d:%02d" % (h, m), " from Theatre ", str(rng.randint(1, 8)), ". Handover from ",
       K.staff_name(k.anaes, ch(["hon_last", "fi"])), " / ", K.staff_name(k.odp, "first"), ".\n")
    nb("Airway on arrival: ", ch(["i-gel in situ, removed on waking", "self-ventilating, nasopharyngeal airway", "own airway, snoring",
                                  "face mask O2 4 L"]), "\n\n")
    nb("OBSERVATIONS\nTime   HR   RR  SpO2  BP       Temp  Pain          Sed  Init\n")
    for i in range(rng.randint(3, 6)):
        mm = m + i * 15
        nb("%02d:%02d  %-4d %-3d %-5s %-8s %-5s %-13s %-4s " % (
            h + mm // 60, mm % 60, rng.randint(80, 140), rng.randint(16, 30), "%d%%" % rng.randint(94, 100),
            "%d/%d" % (rng.randint(85, 120), rng.randint(45, 75)), "%.1f" % rng.uniform(36.0, 37.5),
            ch(["FLACC 0", "FLACC 2", "FLACC 4", "W-B 2", "W-B 4", "0/10", "3/10"]), ch(["0", "1", "2", "A"])),
           (ch([k.rec, k.nurse]).ini2(), "DOCTOR"), "\n")
    nb("\nAnalgesia/antiemetic in recovery: ", ch(["nil required", "oral morphine 100 mcg/kg 10:05", "fentanyl 0.5 mcg/kg IV",
                                                   "ondansetron 0.1 mg/kg IV for PONV"]), "\n")
    nb("Discharged from recovery to ward: ", "%02d:%02d" % (h + 1, rng.randint(0, 59)), " by ", K.staff_name(k.rec, ch(["full", "fi"])), "\n\n")
    nb("DISCHARGE CRITERIA\n")
    crit = ["Awake, alert, age-appropriate behaviour", "Obs within normal limits for age (PEWS 0-1)",
            "Pain controlled (score < 4)", "Nausea/vomiting controlled", "Tolerating oral fluids",
            "Passed urine" if k.proc["sp"] in ("Urology", "General") else "Eaten (soft diet)",
            "Wound/site checked - no bleeding", "Mobilising as expected" if k.age_m > 18 else "Feeding well",
            "Caudal: moving legs normally" if chance(0.4) else "Cannula removed, site clean",
            "Verbal and written advice given", "Take-home analgesia checked and explained",
            "Responsible adult and safe transport home", "Next-day telephone number confirmed"]
    for c in crit:
        nb("  ", c.ljust(46), _tick(), "  ", (ch([k.nurse, k.rec]).ini2(), "DOCTOR"), "\n")
    nb("\nTTO: " if not na else "\nDischarge meds: ", ch([K.para(k) + " 120 mg/5 ml oral susp", K.para(k) + " 250 mg/5 ml", "ibuprofen 100 mg/5 ml",
                                                          "none - own supply"]),
       ", ", ch(["ibuprofen 100 mg/5 ml", "chloramphenicol 1% eye ointment (for wound)", "ciprofloxacin ear drops 5 days",
                 "Vaseline for wound", "nil else"]), "\n")
    f = k.m
    nb("Discharged home with: ", K.rel_word(f, k).lower(), " ", K.carer_name(f, "full"))
    if len(k.carers) > 1 and chance(0.4):
        nb(" and ", K.rel_word(k.carers[1], k).lower(), " ", K.carer_name(k.carers[1], "first"))
    nb("\n")
    nb("Transport: ", ch(["private car", "taxi", "car - parent driving, second adult in back", "hospital transport"]))
    if chance(0.55):
        nb(", reg ", (W.plate(k.c), "VEHICLE"), ch(["", " (parking fee waived)", " - exit permit issued"]))
    nb("\n")
    nb("Contact number for tomorrow's call: ", (f.mob, "PHONE"), ch(["", " (mum's mobile)", " - confirmed", " / home "]))
    if nb.parts[-1] == " / home ":
        nb((k.home, "PHONE"))
    nb("\n")
    nb("Time left unit: ", W.hhmm(11, 19), "   Date: ", K.date(k, k.op, "num"), "\n")
    nb("Discharging nurse: ", K.staff_name(k.nurse, ch(["full", "fi"])), ch(["", ", " + (k.nurse.cred or "RN")]), "\n")
    if chance(0.4):
        nb("Play specialist input: ", K.staff_name(k.play, ch(["full", "first"])), " - ", ch(["distraction for cannula", "pre-op visit with photos",
                                                                                        "iPad and bubbles at induction"]), "\n")
    if chance(0.3):
        nb(K.audit_footer(k, k.nurse), "\n")
    return nb


def parent_letter(k):
    nb = NB()
    na = k.na
    p = k.proc
    nb(M.letterhead(k, unit=True, contact=True, web=chance(0.4)), "\n")
    nb(K.date(k, k.op, ch(["long", "num"])), "\n\n")
    f = k.m
    if chance(0.5):
        nb("Dear ", K.carer_name(f, ch(["title", "first", "full"])), ",\n\n")
    else:
        nb("Dear Parent/Carer of ", K.pname(k, "full"), ",\n\n")
    pn = K.proc_name(k)
    nb(ch(["Information for going home after ", "Caring for your child at home after ", "Discharge advice: "]), pn, "\n\n")
    for suf in (" under GA", " under general anaesthetic", " under general anesthesia"):
        pn = pn.replace(suf, "")
    nb("Today ", K.pfirst(k), " had ", W.art(pn), " ", pn, " under general ",
       K.anaesthetic_word(k), ch([" with ", ". The operation was done by "]), K.staff_name(k.surg, ch(["hon_last", "hon_full"])), ". ",
       ch(["Everything went as planned.", "The operation went well.", "There were no problems during the operation."]), "\n\n")
    nb("PAIN RELIEF\n")
    nb("Give ", K.para(k), " ", str(min(1000, int(round(k.wt * 15 / 10) * 10))), " mg every 4-6 hours (maximum 4 doses in 24 hours) and ibuprofen ",
       str(min(400, int(round(k.wt * 10 / 10) * 10))), " mg every 8 hours with food, for the next ", ch(["3", "5", "5-7"]),
       " days. The next dose of " + K.para(k) + " is due at ", W.hhmm(13, 20), ".\n")
    if p["k"] == "at":
        nb("Pain is often worse on days 3-5 and may be felt in the ears. White patches at the back of the throat are normal healing.\n")
        nb("Eat normal food - crunchy food such as toast helps healing. ", ch(["Chewing gum may help.", ""]), "\n")
        nb("BLEEDING: if you see any fresh blood from the mouth or nose, go straight to your nearest Emergency Department or call ",
           C.EMERG[k.c], ".\n")
    elif p["sp"] == "Urology":
        nb("Some swelling and bruising is normal. Use ", ch(["Vaseline", "petroleum jelly"]), " on the ", "diaper" if na else "nappy", " or underwear area. Loose "
           "clothing is more comfortable. A bath from day ", ch(["2", "3"]), " will help.\n")
    elif p["sp"] == "Dental":
        nb("Soft, cool food today. Do not rinse today; from tomorrow rinse gently with warm salty water. Some oozing is normal - "
           "bite on a clean gauze for 10 minutes.\n")
    elif p["k"] == "gr":
        nb("A little discharge from the ears for a few days is normal. Use the ear drops ", ch(["3 times a day for 5 days", "if discharge"]),
           ". Swimming is fine after 2 weeks.\n")
    else:
        nb("Keep the wound clean and dry for 48 hours. The stitches dissolve and do not need to be removed.\n")
    nb("\nBACK TO SCHOOL\n")
    if k.age_m >= 36:
        nb(K.pfirst(k), " can return to ", (k.school, "ORGANIZATION") if chance(0.6) else "school/nursery", " after ",
           ch(["2 weeks", "a few days", "1 week", "48 hours"]), ". ", ch(["No PE or swimming for 2 weeks.", "Avoid contact sports for 4 weeks.",
                                                                          "No bike riding for 2 weeks.", ""]), "\n")
    else:
        nb("Your child can go back to nursery/childminder once settled, usually after ", ch(["2-3 days", "a week"]), ".\n")
    if chance(0.3):
        nb("\nPARKING\nYour car park exit permit is linked to registration ", (W.plate(k.c), "VEHICLE"),
           " and is valid until midnight.\n")
    nb("\nWE WILL PHONE YOU\n")
    nb("A nurse from ", (k.ward, "HOSPITAL"), " will phone you on ", K.date(k, k.fu, ch(["wdlong", "wd"])), " between ",
       ch(["9am and 12 noon", "10:00 and 14:00", "9 and 11am"]), " on ", (f.mob, "PHONE"), ". ",
       ch(["Please keep your phone nearby.", "If we cannot reach you we will leave a message.", ""]), "\n")
    nb("\nIF YOU ARE WORRIED\n")
    nb("Contact the ward on ", (k.unit_phone, "PHONE"), " (", ch(["7am-8pm", "24 hours", "Mon-Fri 7.30am-7pm"]), ")")
    if chance(0.5):
        nb(" or out of hours the children's ward on ", (W.phone(k.c, "land"), "PHONE"))
    nb(". ", M.emergency_line(k), "\n")
    if chance(0.5):
        nb("Further information: ", (W.url(ch(["kids/" + W.slug(p["n"], 26), "daysurgery/after-your-operation", "leaflets/pain-relief"])), "URL"), "\n")
    nb("\nFOLLOW-UP\n")
    if chance(0.5):
        nb("An appointment has been made for ", K.date(k, k.clinic, ch(["wdlong", "long", "num"])), " at ", W.hhmm(9, 16), " in ",
           ch(["Outpatients", "the Children's Outpatient Department", "the ENT clinic", "the surgical clinic"]), ch(["", ", "]))
        if nb.parts[-1] == ", ":
            nb((K.hosp_name(k.c), "HOSPITAL"))
        nb(".\n")
    else:
        nb("No routine hospital follow-up is needed. We have written to your ", "doctor" if not na else "pediatrician", ", ",
           K.staff_name(k.gp, "hon_last"), ", at ", (k.practice, "HOSPITAL"), ".\n")
    nb("\nWith best wishes,\n\n", K.staff_name(k.nurse, ch(["full", "fi"])), "\n", k.nurse.title, ", ", (k.ward, "HOSPITAL"), "\n")
    if chance(0.3):
        nb("\nLetter ref: ", (k.acct, "ACCOUNT"), "   ", K.pname(k, "init"), "\n")
    return nb


def gp_letter(k):
    nb = NB()
    na = k.na
    p = k.proc
    nb(M.letterhead(k, unit=False, contact=True), "\n")
    nb(ch([K.sp_word(k), "Department of " + K.sp_word(k), "Day Surgery Unit"]), "\n\n")
    nb(ch(["Date dictated: ", "Date: ", ""]), K.date(k, W.next_weekday(k.op, rng.randint(0, 6)), ch(["long", "num"])), "\n")
    if chance(0.5):
        nb("Date typed: ", K.date(k, W.next_weekday(k.op, rng.randint(3, 10)), "num"), "\n")
    nb("\n", K.staff_name(k.gp, ch(["hon_full", "hon_full", "full"])), "\n", (k.practice, "HOSPITAL"), "\n", W.addr_frags(k.gp_addr, "lines"), "\n")
    if chance(0.4):
        nb("Fax: ", (k.gp_fax, "FAX"), "\n")
    nb("\n")
    nb("Dear ", K.staff_name(k.gp, "hon_last") if k.gp.honor else K.staff_name(k.gp, "full"), ",\n\n")
    nb("Re: ", K.pname(k, ch(["full", "fml"])), ", DOB ", K.date(k, k.dob, "num"), "\n")
    nb("    ", K.ids_block(k, ", ", national=True), "\n")
    nb("    ", W.addr_frags(k.addr, "line"), "\n\n")
    nb("Diagnosis: ", ch(p["ind"]), "\n")
    nb("Procedure: ", K.proc_name(k), " on ", K.date(k, k.op, ch(["num", "long"])), " (day case)\n")
    blk = {"Dental": ["", " with local infiltration", " (nasal intubation)"], "ENT": ["", " (LMA)", " (oral RAE tube)"],
           "Urology": [" with caudal", " with penile block", ""], "General": [" with caudal", " with local infiltration", ""]}[p["sp"]]
    nb("Anesthesia: " if na else "Anaesthetic: ", "GA", ch(blk), " - ", K.staff_name(k.anaes, "hon_last"), "\n\n")
    nb("I saw ", K.pfirst(k), ", a ", K.age_frags(k, "yearold") if k.age_m >= 24 else K.age_frags(k, "monthsold"), " ",
       "boy" if k.pt.sex == "M" else "girl", ", on our day surgery list. ", ch(["At operation ", "Findings: "]), ch(p["find"]), ". ",
       ch(["The procedure was uncomplicated", "There were no intra-operative complications", "Recovery was uneventful"]),
       " and ", K.he(k), " went home the same day with ", K.his(k), " ", K.rel_word(k.m, k).lower(), ".\n\n")
    if k.pmh not in ("nil", "nil of note", "well child, no PMH"):
        nb("Background: ", k.pmh, ". ", ch(["No issues peri-operatively.", "Managed per local guideline.",
                                            "Anaesthetic plan as agreed at pre-assessment."]), "\n\n")
    nb("Discharge medication: ", K.para(k), " and ibuprofen (weight-based doses, ", "%.1f kg" % k.wt, ")",
       ch(["", ", ciprofloxacin ear drops", ", chlorhexidine mouthwash"]), ".\n")
    if p.get("spec"):
        nb("Histology (", (W.idnum("specimen"), "IDNUM"), ") is awaited; I will write again with the result.\n")
    nb("Follow-up: ", ch(["none required - please re-refer if symptoms recur.", "clinic review in 6-8 weeks.",
                         "audiology in 3 months, then ENT clinic.", "CNS telephone review at 6 weeks."]), "\n")
    acts = ["none", "nil", "please review wound if parents concerned"]
    if "asthma" in k.pmh:
        acts.append("please continue asthma review as planned")
    if p["k"] == "circ":
        acts.append("please add circumcision to the problem list")
    if p["sp"] == "Dental":
        acts.append("fluoride varnish and dietary advice via the dental practice")
    nb("Actions for " + ("PCP" if k.us else "GP") + ": ", ch(acts), ".\n\n")
    nb(ch(["Yours sincerely,", "Kind regards,", "Sincerely,"]), "\n\n\n")
    nb(K.sign(k, ch([k.surg, k.reg]), with_lic=chance(0.6)), "\n")
    if chance(0.5):
        nb("Secretary: ", (W.make_person(k.c, adult=True).full(), "DOCTOR"), "  Tel ", (W.phone(k.c, "land"), "PHONE"),
           ch(["", "  Email "]))
        if nb.parts[-1] == "  Email ":
            nb((W.unit_email(ch(["ent.secretaries", "paedsurg.sec", "urology.admin", "dental.gaa"])), "EMAIL"))
        nb("\n")
    nb("\ncc: ", K.carer_name(k.m, ch(["title", "full"])), " (parent), ", W.addr_frags(k.addr, "line", country=chance(0.25)), "\n")
    if chance(0.3):
        nb("cc: ", ch(["Referring dentist", "Audiology", "Community nursing team"]), "\n")
    if chance(0.3):
        typist = W.make_person(k.c, adult=True)
        nb("\n", (k.surg.ini2(), "DOCTOR"), "/", (typist.ini2().lower(), "DOCTOR"), "   Job no. ", (W.idnum("order"), "IDNUM"), "\n")
    return nb
