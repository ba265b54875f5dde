"""Genre discharge_advice: discharge / advice sheets from on-site medical."""
import phi
import people as PE
import clinical as CL
import common as C
from notelib import Note

GENRE = "discharge_advice"
KINDS = ["festival", "stadium", "marathon", "public", "motorsport", "festival"]
EMERG = {"UK": "999", "US": "911", "AU": "000"}
NONEM = {"UK": "NHS 111", "US": "your primary care provider or an urgent care clinic", "AU": "your GP or the healthdirect helpline"}

LEAFLETS = {
    "headinj": ("HEAD INJURY ADVICE", [
        "You have had a knock to the head. We have checked you and think it is safe for you to leave, but you should not be alone for the next 24 hours.",
        "Go straight to the nearest Emergency Department, or call {em}, if you have: unconsciousness or lack of full consciousness; confusion; drowsiness beyond the next hour; problems understanding or speaking; loss of balance; weakness in arms or legs; vision problems; a very painful headache that won't go away; vomiting; a fit (seizure); clear fluid from ear or nose; bleeding from ears.",
        "Do NOT drink alcohol or take recreational drugs for at least 48 hours. Do not drive until you feel fully recovered. Rest and avoid screens where possible.",
        "Paracetamol is fine for headache. Avoid ibuprofen for the first 24 hours unless advised."]),
    "ankle": ("SPRAINS AND STRAINS", [
        "PRICE for 48-72 hours: Protect, Rest, Ice (20 min every 2-3 hours, wrapped in a cloth), Compression, Elevation.",
        "Avoid HARM for 72 hours: Heat, Alcohol, Running, Massage.",
        "If you cannot put weight on the foot after 48 hours, or pain is getting worse, see {nonem} or attend a minor injuries unit for an x-ray."]),
    "lac": ("WOUND CARE", [
        "Keep the dressing clean and dry for 48 hours. Glued wounds: do not pick at the glue, it will fall off in 5-10 days.",
        "Signs of infection: increasing redness, heat, swelling, pus or fever - see {nonem}.",
        "Tetanus: if your last booster was more than 10 years ago or you are unsure, contact your doctor within 48 hours."]),
    "etoh": ("ALCOHOL / DRUG AFTERCARE", [
        "You were looked after by the medical/welfare team today. Please stay with a friend tonight and sleep on your side.",
        "Do not drink more alcohol or take any other substances today. Sip water. Eat something when you can.",
        "If you cannot be woken, are breathing noisily or irregularly, or are fitting, call {em} immediately and say you are at the event.",
        "Free, confidential harm reduction advice is available at the welfare tent, open 24 hours."]),
    "heat": ("HEAT ILLNESS ADVICE", [
        "Stay in the shade, wear a hat, and drink water regularly - around 250 ml every hour while it is hot, more if dancing.",
        "Avoid alcohol and caffeine today. Use the free water refill points.",
        "Come back to medical or call {em} if you feel confused, stop sweating, faint, or your temperature is rising."]),
    "asthma": ("ASTHMA - AFTER YOUR ATTACK", [
        "Use your reliever inhaler (blue) as prescribed. Keep it with you at all times at the event.",
        "If you need it more than every 4 hours, or you cannot speak in full sentences, come back to medical or call {em}.",
        "Book an asthma review with your GP or asthma nurse within 48 hours. Finish the 5-day course of prednisolone (40 mg once daily)."]),
    "concussion": ("CONCUSSION - GRADUATED RETURN TO SPORT", [
        "Stage 1 (24-48 h): relative rest. Stage 2: light aerobic activity. Stage 3: sport-specific exercise. Stage 4: non-contact training. Stage 5: full contact after medical clearance. Stage 6: return to play.",
        "No return to competitive play in under 21 days (adult community sport).",
        "Red flags: neck pain, double vision, weakness, severe or worsening headache, seizure, vomiting, increasing confusion - call {em}."]),
}
KEYMAP = {"headinj": "headinj", "ankle": "ankle", "lac": "lac", "etoh": "etoh", "mdma": "etoh", "ghb": "etoh", "ket": "etoh",
          "heat": "heat", "eac": "heat", "asthma": "asthma", "crush": "concussion", "rta": "concussion"}


def gen(rng, country):
    kind = rng.choice(KINDS)
    c = PE.make_ctx(rng, country, kind)
    p = PE.make_patient(rng, country, c.d0, kind)
    key = rng.choice(sorted(KEYMAP))
    pres = CL.P[key]
    title, paras = LEAFLETS[KEYMAP[key]]
    if kind in ("stadium", "motorsport") and rng.random() < 0.4:
        title, paras = LEAFLETS["concussion"]
    staff = PE.make_staff(rng, country, rng.choice(["paramedic", "staff nurse", "RN", "event doctor", "EMT", "first aider"]))
    n = Note()
    us = country == "US"
    n.w(("ORGANIZATION", c.provider), "\n")
    n.w(("ORGANIZATION", c.event), " - On-site Medical Centre\n")
    n.w(("DISCHARGE INSTRUCTIONS: " if us else "") + title + "\n")
    n.w("-" * 40 + "\n")
    n.w("Name: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "full", "LF", "fml"])), "\n")
    if rng.random() < 0.7:
        n.w("Date of birth: ", C.D(rng, c, p.dob), "\n")
    else:
        n.w("Age: ", ("AGE", str(p.age)), "\n")
    n.w("Seen on: ", C.D(rng, c, c.d0), " at " + C.hhmm(rng, 11, 23, "colon") + "     Record no: ", ("ACCOUNT", phi.prf_no(rng)), "\n")
    n.w("Seen by: ", PE.staff_ref(rng, staff, rng.choice(["full", "full_cred", "title_full", "full_role"])), "\n")
    n.w("What we found: " + rng.choice(pres["imp"]) + "\n")
    medopts = {"headinj": [["Paracetamol 1 g", 4], None], "ankle": [["Ibuprofen 400 mg", 8], ["Paracetamol 1 g", 4]],
               "lac": [["Paracetamol 1 g", 4], None], "etoh": [["Ondansetron 4 mg", 8], None],
               "heat": [["Paracetamol 1 g", 4], None], "asthma": [["Salbutamol 5 mg nebulised", 4], ["Prednisolone 40 mg", 24]],
               "concussion": [["Paracetamol 1 g", 4], None]}[KEYMAP[key] if not title.startswith("CONCUSSION") else "concussion"]
    meds = rng.choice(medopts)
    if meds:
        t, mi = rng.randint(12, 22), rng.randint(0, 59)
        n.w("Medicines given: " + meds[0] + " at %02d:%02d. Do not take more until %02d:%02d%s.\n" % (
            t, mi, (t + meds[1]) % 24, mi, " tomorrow" if meds[1] == 24 else ""))
    n.w("\n")
    for para in paras:
        n.w(para.replace("{em}", EMERG[country]).replace("{nonem}", NONEM[country]) + "\n\n")
    if KEYMAP.get(key) == "headinj" or title.startswith("CONCUSSION") or rng.random() < 0.3:
        rel = rng.choice(["mother", "father", "partner", "friend", "sister", "brother", "husband", "wife"])
        f = PE.make_other(rng, country, rel=rel)
        n.w("Responsible adult staying with you: ", PE.nm(rng, f, "FAMILY", rng.choice(["full", "first"])), " (" + rel + ")  tel ", ("PHONE", f.phone), "\n")
    n.w("Your " + ("primary care provider" if us else "GP") + ": ", ("HOSPITAL", PE.practice(rng, country)), "\n")
    n.w("Nearest Emergency Department: ", ("HOSPITAL", c.hosp.name), ", ", PE.addr_inline(c.hosp.addr, with_state=not us or True), "\n")
    if us:
        n.w("Insurance on file: ", ("HEALTHPLAN", p.plan), " - a copy of this visit will be sent to your insurer on request.\n")
    n.w("\nOn-site medical centre (open 24 h during the event): ", ("PHONE", phi.phone(rng, country, rng.choice(["mobile", "land"]))),
        " - or ask any steward.\n")
    if rng.random() < 0.6:
        n.w("More advice: ", ("URL", phi.url(rng)), "\n")
    if rng.random() < 0.3:
        n.w("Feedback: ", ("EMAIL", phi.role_email(rng, rng.choice(["feedback", "medical.feedback", "hello"]))), "\n")
    n.w("\nI have received and understood this advice.  Signed: ________  (", PE.nm(rng, p, "PATIENT", rng.choice(["init", "first", "full"])), ")\n")
    if rng.random() < 0.4:
        n.w("Copy given to patient. Original retained with PRF. Printed by ", ("USERNAME", staff.user), " " + C.hhmm(rng) + "\n")
    return n
