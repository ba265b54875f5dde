"""Genres (own additions): line helpline telephone triage, VAT daily worklist."""

import clinical as K
import blocks as B
from case import Case
from genres_d import EMERGENCY

PROBLEMS = [
    ("line won't flush", "occlusion",
     [("Is the clamp open?", ["Yes, it's open.", "It was closed - now open, still stiff."]),
      ("Any kinks under the dressing?", ["None seen.", "Not that I can see."]),
      ("Did it flush at the last dose?", ["Yes, fine at 08:00.", "It was a bit stiff then too."])]),
    ("leaking at the hub when flushed", "possible catheter damage",
     [("Where exactly is it leaking?", ["Where the cap screws on.", "From the clear part near the clamp."]),
      ("Is the line cracked or split?", ["Can't see a crack.", "Yes, small split above the clamp."])]),
    ("temperature 38.6 and shivering after the evening dose", "possible line infection",
     [("When did the rigors start?", ["About 20 min after the dose.", "Since about 21:00."]),
      ("Any other source - cough, urine?", ["No.", "Bit of a cough, nothing new."]),
      ("What is the temp now?", ["38.4.", "37.9 after paracetamol."])]),
    ("arm swollen and aching above the line", "possible thrombosis",
     [("Is the hand or neck swollen?", ["Hand a bit puffy.", "No."]),
      ("Any chest pain or breathlessness?", ["No.", "Slightly short of breath on the stairs."])]),
    ("dressing came off in the shower", "dressing integrity",
     [("Is the line still in the same position?", ["Looks the same.", "Not sure."]),
      ("What is the external length?", ["Still at the 0 mark.", "About 2 cm showing."])]),
    ("pump alarming 'occlusion downline'", "pump alarm",
     [("Is the clamp open?", ["Yes.", "It was shut - alarm stopped once opened."]),
      ("Is the tubing kinked?", ["It was caught under the pillow.", "No."])]),
    ("line looks longer - about 4 cm more showing", "possible migration",
     [("Any pain or palpitations?", ["No.", "A fluttery feeling earlier."]),
      ("Has it been pulled?", ["Caught it on a jumper.", "Not that I know of."])]),
    ("red and weeping around the exit site", "exit site infection",
     [("How wide is the redness?", ["About a 20 cent coin.", "Around 3 cm."]),
      ("Any pus?", ["Some yellow on the dressing.", "No."]),
      ("Any fever?", ["37.8 this evening.", "No."])]),
]
DISPO = [("RED", "attend ED now"), ("RED", "call an ambulance"), ("AMBER", "VAT to review at 08:30"),
         ("AMBER", "district nurse visit this morning"), ("GREEN", "self-care advice given"),
         ("AMBER", "attend OPAT clinic today")]


def telephone_triage(n, case):
    r, loc = case.r, case.loc
    prob, cat, qs = r.choice(PROBLEMS)
    handler = case.clin(r.choice(["vat", "opat", "dn"]), "h")
    rel, fp = case.fam[0]
    by_fam = r.random() < 0.6
    line = r.choice(["PICC", "PICC", "midline", "port", "Hickman"])
    if r.random() < 0.55:
        n.line(r.choice(["24 HOUR LINE ADVICE - CALL RECORD", "Home IV helpline - telephone triage",
                         "OPAT out-of-hours call log"]))
        n.line("Call ref: ", ("IDNUM", loc.idnum("call", case.base.year)), "   Date: ", case.d(0),
               "   Time: ", K.time_any(r), "   Duration: %d min" % r.randrange(3, 25))
        n.line("Handler: ", handler.full("DOCTOR"), ", ", handler.role, "   login ",
               ("USERNAME", handler.username()))
        if by_fam:
            n.line("Caller: ", fp.full("FAMILY"), " (", rel, ")   Callback: ", ("PHONE", loc.phone("mobile")))
        else:
            n.line("Caller: patient   Callback: ", case.phone_p())
        n.line("Patient: ", case.pname(r.choice(["LF", "full", "LFU"])), "   DOB ", case.dob_p(), "   ",
               "NHI " if case.c == "NZ" else "MRN ", ("MRN", case.mrn))
        n.line("Lives: ", ("CITY", case.addr["city"]), r.choice(["", [" (", ("ZIP", case.addr["zip"]), ")"]]),
               r.choice(["", " - approx 40 min from hospital", " - rural, no car"]))
        n.line("Device: ", line, ", inserted ", case.d(-r.randrange(3, 40), "dm"), "; therapy: ",
               K.pick_ind(r, case.pt.sex, case.age)[1])
        n.blank()
        n.line("Problem: ", prob, " (", cat, ")")
        n.line("Questions:")
        for q, ans in qs:
            n.line("  - ", q, " ", r.choice(ans))
        col, disp = r.choice(DISPO)
        n.line("Disposition: ", col, " - ", disp)
        if col == "RED":
            n.line("Advised to attend ED at ", ("HOSPITAL", r.choice([case.hosp, case.hosp_b])),
                   " or call ", EMERGENCY[case.c], " if worse. ED pre-alert given to ",
                   case.newclin("ward_nurse").full("DOCTOR"), " (", B.ext_p(case), ").")
        elif r.random() < 0.5:
            n.line("VAT notified via ", ("EMAIL", B.email_team(case)), " for follow-up.")
        n.line("Callback: ", r.choice(["done ", "planned "]), K.time(r), " - ", r.choice(
            ["feeling better", "attended ED, admitted", K.typo(r, "no answer, voicemail left", "no answer, voicemial left", 0.3),
             "line flushed after repositioning arm"]))
    else:
        pt1 = case.pt.first_only("PATIENT")
        n.line("call log ", case.d(0, r.choice(["dm", "num"])), " ", K.time_any(r), " - ",
               handler.first_only("DOCTOR"), " (", ("USERNAME", handler.username()), ")")
        if by_fam:
            m = case.pt.sex == "M"
            calls = {"wife": "husband" if m else "wife", "husband": "husband" if m else "wife",
                     "partner": "partner", "daughter": "dad" if m else "mum",
                     "son": "dad" if m else "mum", "daughter-in-law": "father-in-law" if m else
                     "mother-in-law", "mother": "son" if m else "daughter",
                     "father": "son" if m else "daughter", "sister": "brother" if m else "sister",
                     "brother": "brother" if m else "sister", "niece": "uncle" if m else "aunt",
                     "neighbour": "neighbour", "carer": "client", "friend": "friend",
                     "flatmate": "flatmate"}
            n.line("caller (", rel, " ", fp.first_only("FAMILY"), "): \"hi it's about my ",
                   calls.get(rel, "relative"), " ", r.choice([pt1, case.pt.full("PATIENT")]), ", ",
                   prob, "\"")
        else:
            n.line("caller (pt ", case.pname("full"), "): \"", prob, "\"")
        n.line("me: ", qs[0][0].lower())
        agep = ""
        if by_fam and r.random() < 0.6:
            agep = ([". he's ", ("AGE", str(case.age)), " you know, he won't go to hospital"]
                    if case.pt.sex == "M" else
                    [". she's ", ("AGE", str(case.age)), " and on her own this week"])
        n.line("caller: \"", r.choice(qs[0][1]).lower().rstrip("."), agep, "\"")
        n.line("me: ", qs[-1][0].lower())
        n.line("caller: \"", r.choice(qs[-1][1]).lower().rstrip("."), "\"")
        n.fl("checked epr: {line} inserted {d}, mrn {m}, {addr}.", line=line.lower(),
             d=case.d(-r.randrange(3, 40), "dm"), m=("MRN", case.mrn),
             addr=[("STREET", case.addr["street"]), ", ", ("CITY", case.addr["city"])])
        col, disp = r.choice(DISPO)
        n.fl("plan: {d}. {x}", d=disp, x=r.choice([
            ["told to ring ", EMERGENCY[case.c], " if breathless or chest pain."],
            ["dn team (", ("HOSPITAL", case.dn_team()), ") asked to visit - spoke to ",
             case.newclin("dn").first_only("DOCTOR"), "."],
            ["callback number ", ("PHONE", loc.phone("mobile")), "."]]))


def vat_worklist(n, case):
    r, loc = case.r, case.loc
    staff = [case.clin("vat", "v%d" % i) for i in range(r.randrange(2, 4))]
    n.line(("HOSPITAL", case.hosp), r.choice([" - Vascular Access Team daily worklist",
                                               " VAT LIST", " - IV team census"]))
    n.line(case.d(0, r.choice(["wklong", "wk", None])), "   Printed ", K.time(r), " by ",
           ("USERNAME", staff[0].username()))
    n.line("On today: ", [[s.full("DOCTOR"), " (bleep ", ("PHONE", loc.phone("pager")), "), "]
                          for s in staff[:-1]],
           staff[-1].full("DOCTOR"), " (bleep ", ("PHONE", loc.phone("pager")), ")")
    n.blank()
    n.line("NEW REFERRALS")
    n.line("Ward           | Bed | Patient                 | ID         | Request        | Notes")
    pts = [case] + [Case(r, case.c, case.lower) for _ in range(r.randrange(2, 6))]
    for p in pts:
        p.base = case.base
        ind, ther, dur = K.pick_ind(r, p.pt.sex, p.age)
        n.line(("HOSPITAL", p.ward), " | ", ("LOCATION_OTHER", str(r.randrange(1, 30))), " | ",
               p.pname(r.choice(["LF", "LFU", "full"])), " (", ("AGE", str(p.age)), ") | ",
               ("MRN", p.mrn), " | ", r.choice(["PICC", "midline", "USGPIV", "PICC removal",
                                               "port access", "line review - sluggish"]), " | ",
               r.choice([ther, "plt %d - need >50" % r.randrange(20, 80), "DIVA, 3 failed PIVC",
                         "pt to theatre 14:00 - go early", "on apixaban, last dose 08:00",
                         ["NOK ", p.fam_ref(0, "first"), " wants a call"], "MRSA +ve"]))
    n.blank()
    n.line("LINE CHECKS / FOLLOW-UP")
    for _ in range(r.randrange(1, 4)):
        p = Case(r, case.c, case.lower)
        p.base = case.base
        n.line("- ", p.pname(r.choice(["LF", "titled"])), ", ", ("HOSPITAL", p.ward), ": ", r.choice([
            "ext length +3 cm since insertion - CXR requested",
            "VIP 2 on midline - resite if worse", "alteplase 2 mg dwell for occluded red lumen",
            "dressing change, CHG pad", "remove PICC - therapy complete",
            ["line day ", str(r.randrange(5, 40)), ", inserted ", p.d(-r.randrange(5, 40), "dm")]]))
    n.blank()
    n.line("Handover to OOH: ", r.choice(["nil", ["port access for ", case.pname("titled"),
                                                  " at 06:00 for chemo"],
                                          "2 referrals carried over to tomorrow"]))
