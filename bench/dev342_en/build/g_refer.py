"""Own genre: referral letter for paediatric day-case surgery (from GP,
paediatrician or general dental practitioner)."""
import clinical as C
import pools as P
import world as W
import case as K
import common as M
from nb import NB, rng, ch, chance, digits, joinf


SYMPT = {
    "at": ["{n} has had {e} episodes of tonsillitis in the past year, each needing antibiotics and {d} days off school.",
           "{n}'s {r} describes loud snoring every night with pauses and gasping; {n} is tired and irritable in the day."],
    "gr": ["{n} has had glue ear for over 6 months. Audiology showed a bilateral conductive loss of 30-35 dB and flat tympanograms.",
           "Recurrent ear infections ({e} in 6 months) despite watchful waiting; nursery report {n} does not respond when called."],
    "ad": ["Persistent mouth breathing and nasal obstruction; {n} snores and has a hyponasal voice."],
    "tt": ["{r} reports difficulty with speech sounds; tongue cannot protrude beyond the lower lip."],
    "fb": ["Three-week history of a smelly discharge from one nostril. Possible bead inserted at nursery."],
    "cau": ["Recurrent nosebleeds, {e} in the last month, some lasting over 20 minutes; Naseptin tried without benefit."],
    "circ": ["Tight foreskin with a white scarred ring, painful ballooning and spraying; topical steroid for 6 weeks has not helped.",
             "{e} episodes of balanoposthitis requiring antibiotics in the last year."],
    "orch": ["{s} testis not in the scrotum on examination; I could feel it in the groin. Scrotum otherwise normal."],
    "hern": ["Intermittent {s} groin swelling, more obvious on crying, reducible. No episodes of irreducibility."],
    "hyp": ["Distal hypospadias noted at the newborn check; the urine stream is directed downwards."],
    "cys": ["Recurrent febrile UTIs ({e} in 12 months); renal ultrasound showed a thick-walled bladder."],
    "hyd": ["Scrotal swelling that varies in size through the day; transilluminates."],
    "umb": ["Umbilical hernia still present at age {a}; about 1.5 cm defect, reducible."],
    "les": ["Firm lump on the neck, slowly enlarging over 4 months, bluish tinge; no systemic symptoms."],
    "nail": ["Recurrent infected ingrown toenail, {e} courses of flucloxacillin; affecting sport."],
    "ln": ["Persistent neck node over 6 weeks, 2.5 cm, non-tender; FBC and film normal, EBV serology negative."],
    "port": ["Completed treatment; oncology request removal of the port as a day case."],
    "gast": ["Mature gastrostomy tract; the family would like conversion to a low-profile button."],
    "rsb": ["Delayed passage of meconium (after 48 hours) and ongoing constipation; query Hirschsprung disease."],
    "dext": ["Multiple carious primary molars with pain waking {n} at night; {n} was unable to cooperate with treatment in the chair.",
             "Facial swelling from an abscessed lower molar treated with amoxicillin; further extractions needed."],
    "dcomp": ["Extensive caries; {n} has autism and cannot tolerate treatment under local anaesthetic."],
    "can": ["Upper canine has not erupted; orthodontic assessment shows it lies palatally."],
    "sup": ["Upper central incisor has not erupted; radiograph shows a supernumerary tooth."],
}


def referral_letter(k):
    nb = NB()
    na = k.na
    p = k.proc
    gp = k.gp
    dental = gp.role == "dentist"
    nb((k.practice, "HOSPITAL"), "\n", W.addr_frags(k.gp_addr, "line"), "\n")
    nb("Tel ", (k.gp_phone, "PHONE"), ch(["   Fax ", "  |  Fax: "]), (k.gp_fax, "FAX"), "\n")
    if chance(0.5):
        nb("Email: ", (W.email(gp, None) if chance(0.3) else W.unit_email(ch(["reception", "referrals", "admin", "practice.manager"])), "EMAIL"), "\n")
    if chance(0.3):
        nb((W.url(ch(["", "our-practice", "contact"]) or "home"), "URL"), "\n")
    nb("\n", K.date(k, k.ref, ch(["long", "num"])), "\n\n")
    nb(ch(["To: ", "FAO ", ""]), K.staff_name(k.surg, ch(["hon_full", "hon_last"])) if chance(0.5) else "The " + K.sp_word(k) + " team",
       "\n", (k.hosp, "HOSPITAL"), "\n")
    if not na and k.c == "UK" and chance(0.6):
        nb("e-Referral UBRN: ", (W.idnum("ubrn"), "IDNUM"), "   Priority: ", ch(["Routine", "Urgent"]), "\n")
    if k.us and k.ins:
        nb("Prior authorization #: ", (W.idnum("order"), "IDNUM"), "\n")
    nb("\n", ch(["Dear Colleague,", "Dear Doctor,", "Dear " + ch(["Dr", "Mr", "Ms"]) + " "]))
    if nb.parts[-1].startswith("Dear ") and nb.parts[-1].endswith(" "):
        nb((k.surg.last, "DOCTOR"), ",")
    nb("\n\n")
    nb("Re: ", K.pname(k, ch(["full", "fml"])), "  DOB ", K.date(k, k.dob, "num"), "  (", K.age_frags(k), ")\n")
    nb("    ", W.addr_frags(k.addr, "line"), "\n")
    nb("    Home ", (k.home, "PHONE"), "   ", K.rel_word(k.m, k), "'s mobile ", (k.m.mob, "PHONE"), "\n")
    if k.nat:
        nb("    ", k.nat[0], ": ", (k.nat[1], k.nat[2]), "\n")
    if k.ins:
        nb("    ", K.ins_frags(k, "  "), "\n")
    nb("\n")
    n = k.pt.nick or k.pt.first
    nb(ch(["Thank you for seeing ", "I would be grateful if you could see ", "Please would you see "]), K.pfirst(k), ", a ",
       K.age_frags(k, "yearold") if k.age_m >= 24 else K.age_frags(k, "monthsold"), " ", "boy" if k.pt.sex == "M" else "girl", ", ",
       ch(["with a view to ", "for consideration of ", "regarding "]), K.proc_name(k), ".\n\n")
    sym = ch(SYMPT[p["k"]])
    # fill the template piecewise so that the name spans are recorded as we go
    pieces = sym.replace("{", "\x00{").replace("}", "}\x00").split("\x00")
    for pc in pieces:
        if pc == "{n}":
            nb((n, "PATIENT"))
        elif pc == "{r}":
            nb(K.rel_word(k.m, k))
        elif pc == "{e}":
            nb(str(rng.randint(3, 8)))
        elif pc == "{d}":
            nb(str(rng.randint(3, 7)))
        elif pc == "{s}":
            nb(k.side if k.side in ("left", "right") else "right")
        elif pc == "{a}":
            nb((str(k.age_y), "AGE"))
        elif pc:
            nb(pc)
    nb(" ", ch(["Otherwise well and thriving.", "Growth along the 50th centile.", "Immunisations up to date.",
                "No concerns about development.", ""]), "\n\n")
    nb("PMH: ", k.pmh, "\nMedication: ", ", ".join(k.meds) if k.meds else "none", "\nAllergies: ", k.allergy, "\n")
    nb("O/E: ", ch(["weight %.1f kg (25th-50th centile)" % k.wt, "well child, ENT exam as above", "apyrexial, HS I+II+0, chest clear",
                    "findings as described"]), "\n")
    nb("Social: ", M.social(k), "\n")
    if chance(0.4):
        nb("Family would prefer ", ch(["appointments after school", "a Friday list", "not during exams in "]))
        if nb.parts[-1] == "not during exams in ":
            nb((W.fmt_date(W.add_days(k.ref, 90), k.c, "monyr"), "DATE"))
        nb(". ")
        if chance(0.5):
            nb(K.rel_word(k.m, k), " works shifts as ", W.art(k.m.job or "carer"), " ", (k.m.job or "carer", "PROFESSION"), ".")
        nb("\n")
    if chance(0.3):
        nb("Interpreter required: ", ch(["Polish", "Arabic", "Dari", "Tagalog", "Portuguese"]), " - family moved from ",
           (ch(P.ABROAD), "COUNTRY"), " in ", (W.fmt_date(K.past(k, 200, 1500, k.ref), k.c, "yr"), "DATE"), ".\n")
    nb("\n", ch(["Many thanks,", "Yours sincerely,", "With thanks and kind regards,"]), "\n\n")
    nb(K.staff_name(gp, ch(["hon_full", "cred", "full"])), "\n", gp.title, "\n", gp.lic[0], " ", (gp.lic[1], "LICENSE"), "\n")
    if chance(0.4):
        nb("Practice manager: ", (W.make_person(k.c, adult=True).full(), "DOCTOR"), "\n")
    if chance(0.3):
        nb("\nSent electronically by ", (W.username(gp), "USERNAME"), " from ", (W.ip(), "IPADDR"), "\n")
    return nb
