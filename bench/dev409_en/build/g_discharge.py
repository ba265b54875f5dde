"""Genres: discharge planning letter; rehabilitation prescription."""
import blocks
import clinical
import fx
import ids


def gp_address(c):
    st = c.street().split(", Apt")[0].replace("Flat ", "Suite ")
    city, reg, z = c.place() if c.rng.random() < 0.4 else (c.home[1], c.home[2], c.home[3])
    return c.address(st, city, reg, z, sep="\n" if c.rng.random() < 0.5 else ", ")


def discharge_letter(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    n.line("{hosp}")
    n.line(rng.choice(["Neurorehabilitation Service", "Brain Injury and Stroke Rehabilitation", "Department of Rehabilitation Medicine"]))
    n.line("{hosp_addr}")
    n.line("Tel {unit_phone} | Fax {unit_fax} | {unit_email}")
    n.line("")
    n.line("{d_note}")
    n.line("")
    gp = c["gp_obj"]
    n.line("{gp_name}")
    n.line("{gp_prac}")
    n.add(gp_address(c))
    n.line("")
    n.line("")
    n.line("Dear {gp_dr},")
    n.line("")
    n.line("Re: {pt_full}   DOB {dob}   {natid_label} {natid}")
    n.line("    {addr}")
    n.line("    Hospital no. {mrn}")
    n.line("")
    n.line("DISCHARGE PLANNING - planned discharge date {d_dc}")
    n.line("")
    n.line("I am writing to update you on the discharge plan for {pt_title}, a {age_yo} " +
           ("retired " if c.age >= 67 else "") + "{job}, who was admitted to {ward} on {d_adm} after " + pr["dx"] +
           " (onset {d_inj}, initially managed at {acute}).")
    n.line("")
    n.line("Progress in rehabilitation")
    n.line("{pt_title} has made " + rng.choice(["steady", "good", "slow but meaningful", "limited"]) +
           " progress. Scores on admission vs now: " + fx.scores_line(c, "adm") + " -> " + fx.scores_line(c, "now") + ".")
    n.line("Residual problems: " + fx.join_en(fx.deficits(c)) + ".")
    n.line("Therapy intensity and secondary prevention followed the " + clinical.guideline(rng, cc) + ".")
    n.line("")
    n.line("Discharge destination")
    dest = rng.randrange(3)
    if dest == 0:
        n.line("Home to {street}, {city} with {nok_rel} {nok_full}. Downstairs living initially; bed delivered on {bd}.",
               bd=c.D(c.after("dc", -rng.randint(2, 6))))
    elif dest == 1:
        n.line("{carehome} (interim, 6 weeks) pending adaptations at home; contact the manager on {ph}.",
               ph=(ids.phone(rng, cc), "PHONE"))
    else:
        n.line("Home alone with a package of care; {rel2_full} ({rel2_rel}) will visit daily and holds a key.")
    n.line("")
    n.line("Care and equipment")
    n.line("- Package of care: {agency}, " + rng.choice(["2", "3", "4"]) + " calls/day from {st}; office {ph}.",
           st=c.D(c.dates["dc"]), ph=(ids.phone(rng, cc), "PHONE"))
    n.line("- Equipment: " + fx.join_en(rng.sample(clinical.EQUIPMENT[:20], 3)) + ".")
    if rng.random() < 0.5:
        n.line("- Wheelchair on long-term loan, serial {serial}; repairs via Wheelchair Services.")
    dev = pr["device"]
    if dev and dev[0] in ("shunt", "icd"):
        n.line("- Note: %s in situ (serial {serial}); card given to {nok_first}." % dev[1])
    n.line("")
    n.line("Follow-up arranged")
    n.line("- {comm}: first visit {fv}; tel {cp}.", fv=c.Dwd(c.after("dc", rng.randint(2, 7))),
           cp=(ids.phone(rng, cc), "PHONE"))
    n.line("- Rehabilitation medicine clinic with {cons_dr} on {d_fu}.")
    if rng.random() < 0.5:
        n.line("- Spasticity clinic (botulinum toxin review) - referral sent {rs}, ref {idnum}.", rs=c.D(c.after("note", -2)))
    if pr["aphasia"]:
        n.line("- Community SLT via {comm}; aphasia group at {club}.")
    n.line("")
    n.line("Medication on discharge")
    blocks.meds_list(n, c)
    n.line("")
    n.line("Requests for " + ("PCP" if cc == "US" else "GP"))
    for r in rng.sample(["BP target <130/80 - please titrate " + rng.choice(["ramipril", "amlodipine", "perindopril"]),
                         "U&E in 2 weeks after ramipril increase",
                         "review sertraline at 6 weeks", "annual flu vaccination", "HbA1c in 3 months",
                         "monitor mood (PHQ-9); low threshold for psychology referral",
                         "review need for PPI", "sick note until {fn}"], 3):
        n.line("* " + r, fn=c.D(c.after("dc", rng.randint(28, 84))))
    n.line("")
    n.line("Driving: {pt_title} has been advised not to drive and to inform " +
           rng.choice(clinical.LICENSING[cc]) + "; a formal driving assessment may follow.")
    if rng.random() < 0.4:
        n.line(blocks.hardneg(c))
    n.line("")
    n.line("Yours sincerely,")
    n.line("")
    n.line("")
    n.line("{cons_name}")
    n.line(c["cons_obj"].role + (", " + c["cons_obj"].cred if c["cons_obj"].cred else ""))
    n.line(c["cons_obj"].lic_label + " {cons_lic}")
    n.line("Secretary: {sec} - {sp}", sec=[(c.rng.choice(["Janine", "Moira", "Tanya", "Lorna", "Deb", "Rita"]) + " " +
                                           c.rng.choice(["Oakes", "Pryor", "Kelleher", "Dunn", "Hale"]), "DOCTOR")],
           sp=(ids.with_ext(rng, cc), "PHONE"))
    n.line("")
    n.line("cc: {pt_full} (patient copy)")
    n.line("    {comm}")
    n.line("    {sw_full}, " + c["sw_obj"].role)
    if rng.random() < 0.4:
        n.line("Dictated {dd}, typed {td} - " + rng.choice(["DD/", "dict/"]) + "{ini}",
               dd=c.D(c.after("note", -1)), td=c["d_note"], ini=(ids.letters(rng, 2).lower(), "DOCTOR"))
    blocks.footer(n, c)


BENEFITS = {"UK": ["DWP", "PIP", "Access to Work", "Blue Badge scheme"],
            "IE": ["the Department of Social Protection", "Disability Allowance"],
            "US": ["the Social Security Administration", "SSDI", "Medicaid waiver"],
            "CA": ["CPP Disability", "ODSP"], "AU": ["NDIS", "Centrelink", "My Aged Care"],
            "NZ": ["ACC", "Work and Income", "Whaikaha"]}

RP_NEEDS = [
    ("Physiotherapy", "mobility, balance, falls prevention"),
    ("Occupational therapy", "personal care, kitchen, return to roles"),
    ("Speech and language therapy", "aphasia / dysphagia"),
    ("Clinical psychology", "mood, adjustment, cognition"),
    ("Vocational rehabilitation", "return to work"),
    ("Orthotics", "AFO review"),
    ("Spasticity service", "botulinum toxin"),
    ("Dietetics", "weight loss, PEG weaning"),
    ("Social work", "benefits, carer support"),
]


def rehab_prescription(n, c):
    rng, pr, cc = c.rng, c.pr, c.cc
    n.line(rng.choice(["REHABILITATION PRESCRIPTION", "Rehabilitation Prescription (RP)", "REHAB PRESCRIPTION - v%d" % rng.randint(1, 3)]))
    n.line(rng.choice(["Patient copy", "Clinician copy", "Copy for GP and community team"]) + " - {hosp}, {ward}")
    n.line("")
    n.line("PATIENT DETAILS")
    n.line("Name: {pt_full}        Preferred name: {pt_first}")
    n.line("DOB: {dob}    Age: {age}    MRN: {mrn}    {natid_label}: {natid}")
    n.line("Address: {addr}")
    n.line("Phone: {pt_phone}    Email: {pt_email}")
    if c["ssn"] is not None and rng.random() < 0.4:
        n.line("{ssn_label}: {ssn}")
    n.line("Next of kin: {nok_full} ({nok_rel}) {nok_phone}")
    n.line("GP: {gp_dr}, {gp_prac}")
    n.line("")
    n.line("Date of injury/onset: {d_inj}    RP completed: {d_note}    Expected discharge: {d_dc}")
    n.line("Key worker: {nurse_full} ({nurse_role}), contact {unit_phone}", nurse_role=c["nurse_obj"].role)
    n.line("")
    n.line("DIAGNOSES")
    n.line("1. " + pr["dx"])
    for i, p in enumerate(pr["pmh"][:2], 2):
        n.line("%d. %s" % (i, p))
    n.line("")
    n.line("IMPAIRMENTS")
    n.line("Physical       [%s]   Cognitive      [%s]" % ("x" if pr["side"] else " ", "x" if pr["memory"] else " "))
    n.line("Communication  [%s]   Swallowing     [%s]" % ("x" if pr["aphasia"] or pr["dysarthria"] else " ",
                                                           "x" if pr["dysphagia"] else " "))
    n.line("Psychological  [%s]   Vocational     [%s]" % ("x" if rng.random() < 0.5 else " ", "x" if c.age < 67 else " "))
    n.line("")
    n.line("REHABILITATION NEEDS AND REFERRALS")
    n.line("%-30s %-40s %-10s %s" % ("Need", "Service / provider", "Freq.", "Referral ref"))
    for need, why in rng.sample(RP_NEEDS, rng.randint(4, 6)):
        prov = c["gp_prac"] if need == "Social work" and rng.random() < 0.3 else rng.choice([c["comm"], c["comm"], c["hosp"]])
        freq = rng.choice(["2x/wk", "weekly", "1x/fortn.", "as needed", "3x/wk"])
        n.line("%-30s {pv}{pad} %-10s {rf}" % (need, freq), pv=prov, pad=" " * max(1, 41 - len(prov[0])),
               rf=(ids.idnum(rng, "RP"), "IDNUM"))
        if rng.random() < 0.3:
            n.line("    (" + why + ")")
    n.line("")
    n.line("GOALS AGREED WITH {pt_up}")
    for g in rng.sample(["walk to the local shop (400 m) with a stick", "return to part-time work at {emp}",
                         "shower independently", "manage own medication", "go back to {club}",
                         "look after grandchildren one afternoon a week", "make a simple meal safely",
                         "use the bus into {city} with a travel buddy"], 3):
        n.line("- " + g)
    n.line("")
    n.line("EQUIPMENT ISSUED")
    for e in rng.sample(clinical.EQUIPMENT, 2):
        n.line("- " + e + (" (serial {serial})" if rng.random() < 0.35 else ""))
    n.line("")
    n.line("ADVICE (per " + clinical.guideline(rng, cc) + ")")
    n.line("- Do not drive until cleared; inform " + rng.choice(clinical.LICENSING[cc]) + ".")
    if rng.random() < 0.4:
        n.line("- Benefits and support: " + rng.choice(BENEFITS[cc]) + " (ask {sw_first}).")
    n.line("- Further information for families: {hosp_url}")
    n.line("")
    if rng.random() < 0.6:
        n.line("Patient signature: {pt_full}   Date: {d_note}")
    else:
        n.line("Patient unable to sign (" + rng.choice(["aphasia", "upper limb weakness", "lacks capacity for this decision"]) +
               "); discussed with and signed by {nok_full} ({nok_rel}) on {d_note}.")
    n.line("Clinician: {reg_name}, " + c["reg_obj"].role + "   " + c["reg_obj"].lic_label + " {reg_lic}")
    if rng.random() < 0.5:
        n.line("Reviewed by {cons_dr}")
    blocks.footer(n, c, ip=rng.random() < 0.2)
