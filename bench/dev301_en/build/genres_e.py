"""Genres: HF MDT meeting summary, cardiac rehab completion report."""
from core import P, add_days
import clin
import blocks

MDT_Q = [
    ("CRT-D upgrade?", ["QRS 156 ms LBBB, LVEF 25% despite 3 months GDMT - list for CRT-D.",
                        "QRS 128 ms non-LBBB - not indicated; continue GDMT, repeat echo in 6 months."]),
    ("Iron deficiency", ["Ferritin 48, TSAT 14% - IV ferric carboxymaltose 1 g in day unit.",
                         "Ferritin 210, TSAT 24% - no IV iron required."]),
    ("Persistent congestion", ["Trial of metolazone 2.5 mg twice weekly with U&E monitoring.",
                               "Admit to ambulatory HF unit for IV furosemide (3 sessions)."]),
    ("Palliative care", ["ReSPECT/goals-of-care conversation; refer to community palliative team; ICD deactivation discussed.",
                         "Patient wishes to remain at home; subcutaneous furosemide pathway considered."]),
    ("GDMT optimisation", ["Switch ACE-i to sacubitril/valsartan; bisoprolol to 5 mg; add empagliflozin.",
                           "Hyperkalaemia limiting MRA - consider patiromer; recheck K in 1 week."]),
    ("Rehab suitability", ["Suitable for HF rehab (REACH-HF home programme).",
                           "Too frail for group class (CFS 6) - home-based seated programme with physio."]),
    ("Valve assessment", ["Severe functional MR - refer for TEER (MitraClip) assessment at tertiary centre.",
                          "Moderate AS - surveillance echo in 12 months."]),
]


def _t(r, lo=8, hi=17):
    return "%02d:%02d" % (r.randint(lo, hi), r.randint(0, 59))


def hf_mdt_meeting_summary(w, ctx):
    r = ctx.r
    w.ln(r.choice(["HEART FAILURE MDT - MEETING SUMMARY", "HF Multidisciplinary Team Meeting: Outcomes",
                   "Heart Function MDT Minutes", "HEART FAILURE MDM - CASE OUTCOMES"]))
    w.ln("Date: {d}   {a}-{b}   Venue: {v}", d=ctx.D(ctx.today, r.choice(["wk", "wk", "num", "long"])), a=r.choice(["12:30", "08:00", "13:00"]),
         b=r.choice(["14:00", "09:30", "14:30"]), v=r.choice([[P("LOCATION_OTHER", ctx.building), " seminar room"], "MS Teams",
                                                             [P("HOSPITAL", ctx.hosp), " / Teams hybrid"]]))
    roles = ["cardiologist", "registrar", "hfsn", "pharmacist", "crn", "dietitian", "physio", "psych", "ot"]
    present = r.sample(roles, r.randint(4, 7))
    if "cardiologist" not in present:
        present.insert(0, "cardiologist")
    w.ln("Chair: {c}", c=ctx.s("cardiologist", r.choice(["tlast", "tfull"])))
    w.add("Present: ")
    for i, ro in enumerate(present):
        w.add(", " if i else "", ctx.s(ro, r.choice(["full", "tlast", "ilast"]) if ctx.staff(ro)["title"] else r.choice(["full", "ilast"])),
              " (", ctx.staff(ro)["role"].split(",")[0], ")")
    w.add("\n")
    if r.random() < 0.5:
        ap = ctx.new_person("DOCTOR")
        w.add("Apologies: ", ctx.nm(ap, r.choice(["full", "ilast"])), r.choice([" (GPwSI)", " (palliative care CNS)", " (community matron)"]), "\n")
    w.ln()
    cases = [ctx.pat] + [ctx.other_patient() for _ in range(r.randint(2, 5))]
    ctx.pat["age"], ctx.pat["mrn"] = ctx.age, ctx.mrn
    r.shuffle(cases)
    mlab = ctx.mrn_label().strip().rstrip(":").rstrip(".")
    for i, p in enumerate(cases):
        q, outs = r.choice(MDT_Q)
        sx = p["sex"]
        w.add(str(i + 1), ". ", ctx.nm(p, r.choice(["caps", "lastfirst", "full"])), " (", P("AGE", str(p["age"])), sx if r.random() < 0.5 else " " + sx, ")")
        w.add(", ", mlab, " ", P("MRN", p["mrn"]), ", case ref ", P("IDNUM", ctx.idnum("mdt")), "\n")
        w.add("   Question: ", q, "" if q.endswith("?") else ".", " Referred by ", ctx.s(r.choice(["hfsn", "registrar", "gp"]), r.choice(["tlast", "ilast", "full"])), ".\n")
        w.add("   Background: ", clin.lvef(ctx), "; ", ", ".join(clin.pmh(ctx, 2)), "; ", clin.ecg(ctx), ".")
        if r.random() < 0.3:
            w.add(" Seattle Heart Failure Model 1-yr survival %d%%." % r.randint(62, 94))
        if p is ctx.pat and r.random() < 0.6:
            rel = ctx.spouse_rel()
            w.add(" Lives in ", P("CITY", ctx.town), " with ", rel, " ", ctx.nm(ctx.fam(rel), "first"), ".")
        w.add("\n   Outcome: ", r.choice(outs), "\n")
        own = r.choice(["hfsn", "pharmacist", "registrar", "crn"])
        w.add("   Action: ", blocks.initials(ctx, own), " by ", ctx.D(ctx.next_weekday(ctx.today, r.randint(3, 21)), r.choice(["short", "dm", "num"])), "\n\n")
    w.ln("Next MDT: {d}. Minutes: {n}.", d=ctx.D(ctx.next_weekday(ctx.today, r.choice([7, 14])), r.choice(["wk", "num", "wkshort"])),
         n=ctx.s("admin", r.choice(["full", "ilast"])))
    if r.random() < 0.5:
        w.ln("Outcomes to GPs via secure email {e}.", e=P("EMAIL", ctx.make_email(None, team="hf.mdt")))


def rehab_completion_report(w, ctx):
    r = ctx.r
    us = ctx.c in clin.US_LIKE
    d_start = add_days(ctx.today, -r.choice([42, 56, 63, 84]))
    role = r.choice(["crn", "ep", "physio"])
    tot = r.choice([12, 16, 24, 36] if us else [12, 16, 16, 12])
    att = r.randint(max(4, tot - 6), tot)
    blocks.letterhead(w, ctx, dept=r.choice(["Cardiac Rehabilitation Service", "Cardiac Rehab & Secondary Prevention", "Cardiopulmonary Rehabilitation"]))
    w.ln()
    w.ln(r.choice(["CARDIAC REHABILITATION - COMPLETION REPORT", "Phase II Cardiac Rehab Discharge Summary", "CR PROGRAMME OUTCOME REPORT",
                   "Cardiac Rehabilitation: End of Programme Assessment"]))
    w.ln()
    w.ln("To: {g}", g=blocks.gp_ref(ctx))
    blocks.pt_header(w, ctx, ["name", "dob", "mrn"] + (["nhs"] if ctx.c == "UK" else []) + (["ssn"] if us and r.random() < 0.5 else [])
                     + (["addr"] if r.random() < 0.5 else []), layout=r.choice(["lines", "pipe"]))
    w.ln("Programme: {v}, {a} to {b}; attended {n} of {m} sessions.", v=P("LOCATION_OTHER", ctx.venue) if r.random() < 0.6 else P("HOSPITAL", ctx.hosp),
         a=ctx.D(d_start, r.choice(["num", "med", "dm"])), b=ctx.D(ctx.today, r.choice(["num", "med", "dm"])), n=str(att), m=str(tot))
    w.ln()
    sep = r.choice([" | ", "  ", "\t"])
    w.ln(sep.join(["{a}", "{b}", "{c}"]), a="Measure", b=["Baseline (", ctx.D(d_start, "short"), ")"], c=["Discharge (", ctx.D(ctx.today, "short"), ")"])
    isw = r.choice(range(180, 600, 10))
    kg = clin.weight_kg(ctx)
    rows = [("ISWT (m)", str(isw), str(isw + r.choice(range(30, 200, 10)))),
            ("Est. METs", "%.1f" % (1.6 + isw * 0.0065), "%.1f" % (2.2 + isw * 0.0068)),
            ("Resting BP (mmHg)", "%d/%d" % (r.randint(125, 160), r.randint(70, 95)), "%d/%d" % (r.randint(110, 138), r.randint(62, 84))),
            ("Resting HR (bpm)", str(r.randint(68, 90)), str(r.randint(56, 72))),
            ("Weight", clin.wt(ctx, kg), clin.wt(ctx, kg - r.uniform(0, 4))),
            ("Waist (cm)", str(wc := r.randint(92, 120)), str(wc - r.randint(0, 6))),
            ("HADS A / D", "%d / %d" % (r.randint(5, 15), r.randint(3, 13)), "%d / %d" % (r.randint(2, 9), r.randint(1, 8))),
            ("Dartmouth COOP", str(r.randint(22, 34)), str(r.randint(14, 25))),
            ("Total cholesterol (mmol/L)" if not us else "LDL-C (mg/dL)", "%.1f" % r.uniform(4, 6.5) if not us else str(r.randint(90, 160)),
             "%.1f" % r.uniform(2.8, 4.2) if not us else str(r.randint(45, 80))),
            ("Smoking", r.choice(["smoker", "ex", "never"]), r.choice(["ex (CO 2 ppm)", "ex", "never"])),
            ("Activity (min/week)", str(r.randint(0, 60)), str(r.randint(120, 220)))]
    for row in rows:
        w.ln(sep.join(row))
    w.ln()
    w.add("Summary: ", ctx.pt(r.choice(["tlast", "full"])), " ")
    w.add(r.choice(["has made excellent progress", "completed the programme with good engagement", "made steady progress despite two missed weeks",
                    "has improved functional capacity"]))
    w.add(". ")
    ach = [["Returned to work as a ", ctx.prof(), " at ", P("ORGANIZATION", ctx.employer), " on ", ctx.D(add_days(ctx.today, -r.randint(3, 20)), r.choice(["dm", "short"])), " (phased hours)."],
           ["Now walking 3 miles with ", ctx.spouse_rel(), " ", ctx.nm(ctx.fam(ctx.spouse_rel()), "first"), " around ", P("LOCATION_OTHER", r.choice(["Beacon Park", "Saltmarsh Pier", "Harrow Green", ctx.town + " Reservoir"])), "."],
           ["Has rejoined ", P("ORGANIZATION", ctx.club), "."],
           ["Attended all education sessions; confident with GTN and the HF action plan."],
           ["Stopped smoking ", ctx.D(ctx.next_weekday(d_start, r.randint(5, 20)), r.choice(["dm", "ord", "short"])), " with varenicline support."],
           ["Missed sessions ", ctx.D(ctx.next_weekday(d_start, 14), "short"), " and ", ctx.D(ctx.next_weekday(d_start, 16), "short"), " due to chest infection."],
           ["Flew to ", ctx.country_ref(), " for ", ctx.holiday(), " without problems."]]
    for a in r.sample(ach, r.randint(2, 4)):
        w.add(a, " ")
    w.add("\n\n")
    w.ln("Ongoing plan:")
    w.ln("- Phase IV: {x}", x=r.choice([["community class at ", P("LOCATION_OTHER", ctx.venue), ", ", P("DATE", r.choice(["Mondays", "Wednesdays", "Fridays", "Tuesdays"])), " ", r.choice(["10:00", "18:30"])],
                                        "independent exercise, 150 min/week moderate intensity", ["gym membership at ", P("ORGANIZATION", r.choice(["Pulse Fitness " + ctx.town, "Ironbark Gym", "Harbour Health Club"]))]]))
    w.ln("- Please continue secondary prevention; consider {x}.", x=r.choice(["uptitrating bisoprolol (resting HR 72)", "lipid recheck in 3 months (target LDL < 1.4)",
                                                                            "referral to weight management", "annual flu and pneumococcal vaccination"]))
    w.ln("- Online maintenance resources: {u}", u=P("URL", ctx.url()))
    w.ln("- Contact the CR team on {p} if any concerns.", p=P("PHONE", ctx.phone("land", ext=r.random() < 0.4)))
    w.ln()
    ctx.sig(w, role)
    if r.random() < 0.5:
        w.add("cc: ", ctx.pt(r.choice(["tfull", "tlast"])), " (patient copy); ", ctx.s("cardiologist", "tlast"), "\n")
